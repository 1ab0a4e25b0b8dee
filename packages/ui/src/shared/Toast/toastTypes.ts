/** `destructive` is the stronger, tinted style for failures the visitor must notice (e.g. a message not sent). */
export type ToastVariant = 'success' | 'error' | 'destructive';

/** What a notification says. */
export interface ToastOptions {
  /** The headline, e.g. "Message sent successfully!". */
  title: string;
  /** A sentence under the title. */
  description?: string;
  /** Success or failure look, told by icon and colour. */
  variant: ToastVariant;
}

/** What `useToast()` gives. */
export interface ToastApi {
  /** Shows a notification that closes by itself after the provider's duration, or with its close button. */
  show: (toast: ToastOptions) => void;
}

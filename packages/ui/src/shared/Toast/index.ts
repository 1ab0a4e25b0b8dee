export { ToastProvider, useToast, type ToastProviderProps } from './ToastProvider';
export type { ToastApi, ToastOptions, ToastVariant } from './toastTypes';

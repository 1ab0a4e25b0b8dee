import { useId, useState, type CSSProperties } from 'react';
import type { CheckoutButtonProps } from './CheckoutButton';
import { useCheckoutTexts } from './checkoutTexts';

/** A payer id the server's sandbox approves (it accepts ids starting with SANDBOX). */
export function sandboxPayerId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `SANDBOX-${random.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

const button: CSSProperties = {
  width: '100%',
  minHeight: 44,
  padding: '0 var(--space-4)',
  borderRadius: 'var(--radius-3)',
  border: '2px dashed var(--amber-8)',
  background: 'var(--amber-3)',
  color: 'var(--amber-12)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};

const link: CSSProperties = {
  background: 'none',
  border: 'none',
  padding: 0,
  color: 'var(--accent-11)',
  font: 'inherit',
  fontSize: 'var(--font-size-2)',
  textDecoration: 'underline',
  cursor: 'pointer',
  alignSelf: 'center',
};

/** The built-in sandbox in the provider's place: approving takes no money and is labelled so. */
export function SandboxCheckout({ createOrder, onApproved, onCancel, onError }: CheckoutButtonProps) {
  const texts = useCheckoutTexts();
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const approve = async () => {
    setBusy(true);
    try {
      const { paymentId } = await createOrder();
      await onApproved(paymentId, sandboxPayerId());
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-2)' }}>
      <button
        type="button"
        style={{ ...button, opacity: busy ? 0.6 : 1 }}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={noteId}
        onClick={() => void approve()}
      >
        {texts.sandboxButton}
      </button>
      <p id={noteId} style={{ margin: 0, color: 'var(--gray-11)', fontSize: 'var(--font-size-1)' }}>
        {texts.sandboxNote}
      </p>
      {onCancel && (
        <button type="button" style={link} disabled={busy} onClick={onCancel}>
          {texts.sandboxCancel}
        </button>
      )}
    </div>
  );
}

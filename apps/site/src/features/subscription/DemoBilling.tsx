import { useId, type CSSProperties } from 'react';
import { useCheckoutTexts } from '../payments/checkoutTexts';

const box: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--space-2)',
  padding: 'var(--space-4)',
  border: '2px dashed var(--amber-8)',
  borderRadius: 'var(--radius-3)',
  background: 'var(--amber-2)',
};

const button: CSSProperties = {
  minHeight: 36,
  padding: '0 var(--space-3)',
  borderRadius: 'var(--radius-2)',
  border: '1px solid var(--amber-8)',
  background: 'var(--amber-3)',
  color: 'var(--amber-12)',
  font: 'inherit',
  cursor: 'pointer',
};

export interface DemoBillingProps {
  /** A cancelled subscription has no next payment: its period ends instead. */
  cancelled: boolean;
  disabled: boolean;
  onAdvance: (outcome: 'paid' | 'failed' | 'refunded') => void;
}

/** Demo mode with the sandbox: play the next billing cycle now (POST /dev/payments/advance). */
export function DemoBilling({ cancelled, disabled, onAdvance }: DemoBillingProps) {
  const texts = useCheckoutTexts();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} style={box}>
      <h2 id={titleId} style={{ margin: 0, fontSize: 'var(--font-size-3)', color: 'var(--amber-12)' }}>
        {texts.demoTitle}
      </h2>
      <p style={{ margin: 0, fontSize: 'var(--font-size-2)', color: 'var(--gray-12)' }}>{texts.demoNote}</p>
      <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
        <button type="button" style={button} disabled={disabled} onClick={() => onAdvance('paid')}>
          {cancelled ? texts.demoEnd : texts.demoPaid}
        </button>
        {!cancelled && (
          <button type="button" style={button} disabled={disabled} onClick={() => onAdvance('failed')}>
            {texts.demoFailed}
          </button>
        )}
        <button type="button" style={button} disabled={disabled} onClick={() => onAdvance('refunded')}>
          {texts.demoRefunded}
        </button>
      </div>
    </section>
  );
}

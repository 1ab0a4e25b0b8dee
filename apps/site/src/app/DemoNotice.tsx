import type { Locale } from '@elearning/ui';
import { useEffect, useState } from 'react';
import { usePreferences } from '../lib/preferences';
import { useSession } from './AuthProvider';

const texts: Record<Locale, { label: string; notice: string }> = {
  en: { label: 'Demo server', notice: 'Demo: mail goes to the outbox, payments are simulated.' },
  fr: {
    label: 'Serveur de démonstration',
    notice: 'Démo : les e-mails vont dans la boîte d’envoi, les paiements sont simulés.',
  },
};

/** A thin band on every page while the server runs in demo mode (it says so in the payment config). */
export function DemoNotice() {
  const session = useSession();
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let current = true;
    void session.paymentConfig().then((config) => current && setDemo(config?.demo === true));
    return () => {
      current = false;
    };
  }, [session]);
  const { locale } = usePreferences();
  if (!demo) return null;
  const text = texts[locale];
  return (
    <aside
      aria-label={text.label}
      style={{
        margin: 0,
        padding: 'var(--space-1) var(--space-3)',
        background: 'var(--amber-3)',
        color: 'var(--gray-12)',
        fontSize: 'var(--font-size-1)',
        textAlign: 'center',
      }}
    >
      {text.notice}
    </aside>
  );
}

import type { ReactNode } from 'react';

// The ui ships LoginPage (form + page spacing) but only the bare cards for the other account screens: this
// gives them the same room around the card as LoginPage, using the theme's spacing scale.
const frame = { padding: 'clamp(var(--space-6), 8vh, var(--space-9)) var(--space-4)' } as const;

/** Page spacing around an account card (sign-up, verify, forgot and change password). */
export function AccountFrame({ children }: { children: ReactNode }) {
  return <div style={frame}>{children}</div>;
}

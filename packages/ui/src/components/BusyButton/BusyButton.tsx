import { Button, Spinner } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';

export interface BusyButtonProps extends ComponentPropsWithoutRef<typeof Button> {
  /** While true the button is disabled and shows `busyLabel` with a spinner. */
  busy: boolean;
  /** What the button says while busy, e.g. "Signing in…". */
  busyLabel: string;
}

/** A submit-style button whose busy state is visible in words, not only as a spinner. */
export function BusyButton({ busy, busyLabel, children, disabled, ...rest }: BusyButtonProps) {
  return (
    <Button {...rest} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <Spinner aria-hidden />}
      {busy ? busyLabel : children}
    </Button>
  );
}

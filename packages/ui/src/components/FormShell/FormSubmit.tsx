import { useContext } from 'react';
import { useHydrated } from '../../_internal/useHydrated';
import { BusyButton, type BusyButtonProps } from '../BusyButton';
import { FormShellContext } from './FormShellContext';

export type FormSubmitProps = Omit<BusyButtonProps, 'busy' | 'type'>;

/**
 * The form's submit button: busy while the shell submits or is told it is submitting. In pre-rendered HTML it
 * stays disabled until the app runs, unless the form posts to the server (`FormShell`'s `action`): the browser
 * would otherwise submit the form itself, as a GET that puts the fields (a password) in the address.
 */
export function FormSubmit({ disabled, ...props }: FormSubmitProps) {
  const { busy, posts } = useContext(FormShellContext);
  const hydrated = useHydrated();
  return <BusyButton type="submit" busy={busy} disabled={disabled || (!hydrated && !posts)} {...props} />;
}

import { useContext } from 'react';
import { BusyButton, type BusyButtonProps } from '../BusyButton';
import { FormShellContext } from './FormShellContext';

export type FormSubmitProps = Omit<BusyButtonProps, 'busy' | 'type'>;

/** The form's submit button: busy while the shell submits or is told it is submitting. */
export function FormSubmit(props: FormSubmitProps) {
  const { busy } = useContext(FormShellContext);
  return <BusyButton type="submit" busy={busy} {...props} />;
}

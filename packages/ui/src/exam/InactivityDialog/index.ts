export { InactivityDialog, type InactivityDialogProps } from './InactivityDialog';

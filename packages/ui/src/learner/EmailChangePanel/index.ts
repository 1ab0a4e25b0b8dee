export { EmailChangePanel, type EmailChangePanelProps } from './EmailChangePanel';
export { isSameEmail } from './sameEmail';

export { ProfilePanel, type ProfilePanelProps, type ProfileValues } from './ProfilePanel';

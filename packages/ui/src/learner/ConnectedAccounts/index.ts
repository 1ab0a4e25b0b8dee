export { ConnectedAccounts, type ConnectedAccountsProps, type LinkedIdentity } from './ConnectedAccounts';

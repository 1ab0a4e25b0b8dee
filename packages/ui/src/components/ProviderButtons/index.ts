export {
  ProviderButtons,
  ProvidersBeforeForm,
  type IdentityProviderId,
  type ProviderButtonsProps,
  type ProviderLink,
} from './ProviderButtons';
export { providerNames } from './ProviderButtons.messages';

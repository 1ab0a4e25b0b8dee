export { UiProvider, type UiProviderProps } from './UiProvider';
export { useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkContext';

export { UiProvider, type UiProviderProps } from './UiProvider';
export { useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkContext';
// The CSS the styled components have rendered so far: a server render puts it in the page's <head>.
export { getCssText } from '../stitches.config';

export { UiProvider, type UiProviderProps } from './UiProvider';
export { useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkContext';
// The CSS the styled components have rendered so far: a server render puts it in the page's <head>, in a
// <style> with the id SERVER_STYLE_ID, after which the browser adds its own.
export { getCssText } from '../stitches.config';
export { SERVER_STYLE_ID } from '../_internal/styleEngine';

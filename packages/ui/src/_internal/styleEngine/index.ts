export { createStyles, type StyleObject, type StyledComponent } from './createStyles';
export { SERVER_STYLE_ID } from './sheet';

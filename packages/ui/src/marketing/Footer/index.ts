export { Footer, type FooterProps, type FooterUrls } from './Footer';
export type { SocialNetwork } from './SocialLinks';

export { Footer, type FooterProps } from './Footer';
export type { SocialNetwork } from './SocialLinks';

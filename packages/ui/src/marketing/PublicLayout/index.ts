export { PublicLayout, type PublicLayoutProps, type PublicUrls } from './PublicLayout';

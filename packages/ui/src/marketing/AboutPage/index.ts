export { AboutPage, type AboutPageProps } from './AboutPage';

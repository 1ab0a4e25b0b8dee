export { HomePage, type HomePageProps } from './HomePage';

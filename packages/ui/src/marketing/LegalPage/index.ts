export { LegalPage, type LegalPageProps, type LegalPageUrls } from './LegalPage';

export { TestCatalogue, type TestCatalogueProps } from './TestCatalogue';

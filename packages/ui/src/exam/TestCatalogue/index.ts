export { TestCatalogue, type CatalogueLayout, type TestCatalogueProps } from './TestCatalogue';

import { CatalogueContainer } from '../features/tests/CatalogueContainer';

export function Component() {
  return <CatalogueContainer />;
}

import { DataLayer } from '../app/DataLayer';
import { ContactContainer } from '../features/marketing/ContactContainer';

export function Component() {
  return (
    <DataLayer>
      <ContactContainer />
    </DataLayer>
  );
}

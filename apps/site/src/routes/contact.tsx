import { ContactContainer } from '../features/marketing/ContactContainer';

export function Component() {
  return <ContactContainer />;
}

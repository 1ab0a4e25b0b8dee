import { LegalContainer } from '../features/marketing/LegalContainer';

export function Component() {
  return <LegalContainer document="privacy" />;
}

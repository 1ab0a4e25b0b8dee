import { AboutContainer } from '../features/marketing/AboutContainer';

export function Component() {
  return <AboutContainer />;
}

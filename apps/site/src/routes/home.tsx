import { HomeContainer } from '../features/marketing/HomeContainer';

export function Component() {
  return <HomeContainer />;
}

import { VerifyEmailContainer } from '../features/auth/VerifyEmailContainer';

export function Component() {
  return <VerifyEmailContainer />;
}

import { LoginContainer } from '../features/auth/LoginContainer';

export function Component() {
  return <LoginContainer />;
}

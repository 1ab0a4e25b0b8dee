import { ChangePasswordContainer } from '../features/auth/ChangePasswordContainer';

export function Component() {
  return <ChangePasswordContainer />;
}

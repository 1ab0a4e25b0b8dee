import { ForgotPasswordContainer } from '../features/auth/ForgotPasswordContainer';

export function Component() {
  return <ForgotPasswordContainer />;
}

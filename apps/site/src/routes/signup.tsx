import { SignUpContainer } from '../features/auth/SignUpContainer';

export function Component() {
  return <SignUpContainer />;
}

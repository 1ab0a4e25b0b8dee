import { DataLayer } from '../app/DataLayer';
import { ForgotPasswordContainer } from '../features/auth/ForgotPasswordContainer';

export function Component() {
  return (
    <DataLayer>
      <ForgotPasswordContainer />
    </DataLayer>
  );
}

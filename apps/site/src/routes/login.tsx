import { DataLayer } from '../app/DataLayer';
import { LoginContainer } from '../features/auth/LoginContainer';

export function Component() {
  return (
    <DataLayer>
      <LoginContainer />
    </DataLayer>
  );
}

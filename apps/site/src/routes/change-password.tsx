import { DataLayer } from '../app/DataLayer';
import { ChangePasswordContainer } from '../features/auth/ChangePasswordContainer';

export function Component() {
  return (
    <DataLayer>
      <ChangePasswordContainer />
    </DataLayer>
  );
}

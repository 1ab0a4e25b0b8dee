import { DataLayer } from '../app/DataLayer';
import { VerifyEmailContainer } from '../features/auth/VerifyEmailContainer';

export function Component() {
  return (
    <DataLayer>
      <VerifyEmailContainer />
    </DataLayer>
  );
}

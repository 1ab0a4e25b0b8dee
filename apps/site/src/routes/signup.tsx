import { DataLayer } from '../app/DataLayer';
import { SignUpContainer } from '../features/auth/SignUpContainer';

export function Component() {
  return (
    <DataLayer>
      <SignUpContainer />
    </DataLayer>
  );
}

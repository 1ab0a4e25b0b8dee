import { keys, type User } from '@elearning/api-client';
import { mutate } from 'swr';
import { learner } from '../test/fakeApi';
import './DataLayer';
import { session } from './session';

it('a sign-out drops every cached answer, also while no page with data is shown', async () => {
  await mutate(keys.authStatus(), { authenticated: true }, { revalidate: false });
  await mutate(keys.me(), learner, { revalidate: false });
  await mutate(keys.orders(), [{ id: 1 }], { revalidate: false });
  session.set(learner as User);
  session.set(null);
  await vi.waitFor(async () => {
    expect(await mutate(keys.orders(), (cached: unknown) => cached, { revalidate: false })).toBeUndefined();
  });
  expect(await mutate(keys.me(), (cached: unknown) => cached, { revalidate: false })).toBeUndefined();
  expect(await mutate(keys.authStatus(), (cached: unknown) => cached, { revalidate: false })).toEqual({
    authenticated: false,
  });
});

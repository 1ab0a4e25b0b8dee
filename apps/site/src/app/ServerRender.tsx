import type { ApiClient } from '@elearning/api-client';
import { createContext, useContext } from 'react';
import type { Session } from './session';

/**
 * What one server render of a signed-in page uses in place of the browser's singletons (entry-server.tsx): the
 * learner's session and an API client that asks with the request's cookie. Absent in the browser.
 */
export interface ServerRender {
  session: Session;
  client: ApiClient;
}

export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

export function useServerRender(): ServerRender | undefined {
  return useContext(ServerRenderContext);
}

export type UnauthenticatedListener = () => void;

/** Where the client announces that the session is gone, so the app can clear the user and go to /login. */
export interface AuthEvents {
  onUnauthenticated(listener: UnauthenticatedListener): () => void;
  emitUnauthenticated(): void;
}

export function createAuthEvents(): AuthEvents {
  const listeners = new Set<UnauthenticatedListener>();
  return {
    onUnauthenticated(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emitUnauthenticated() {
      for (const listener of [...listeners]) listener();
    },
  };
}

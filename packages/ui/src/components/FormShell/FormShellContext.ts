import { createContext } from 'react';

/**
 * Whether the enclosing FormShell is submitting (its own submission or the `isSubmitting` prop), and whether it
 * posts to the server before the app runs (`action`).
 */
export const FormShellContext = createContext({ busy: false, posts: false });

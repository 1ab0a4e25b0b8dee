import { createContext } from 'react';

/** Whether the enclosing FormShell is submitting (its own submission or the `isSubmitting` prop). */
export const FormShellContext = createContext({ busy: false });

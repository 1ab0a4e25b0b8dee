import { useToast } from '@elearning/ui';
import { useCallback } from 'react';
import { useAuth } from './auth';
import { useTexts } from './texts';

/**
 * Signs out and says so. The toast directly, not `useNotify`: that one brings the API client's error mapping,
 * which neither the public pages (they run without the data layer, tests/e2e/public-data-layer.spec.ts) nor the
 * exam's first load (tests/budgets) should carry for a success message.
 */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const { show } = useToast();
  const texts = useTexts();
  return useCallback(async () => {
    await logout();
    show({ title: texts.signedOut, variant: 'success' });
  }, [logout, show, texts]);
}

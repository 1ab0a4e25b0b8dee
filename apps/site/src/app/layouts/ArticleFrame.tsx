import { LoadingSpinner } from '@elearning/ui';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { Component as SignedInLayout } from './AuthenticatedLayout';
import { Component as PublicFrame } from './PublicLayout';

/**
 * /course/{id} is open to everyone (About says the articles are): a signed-in learner reads it in the signed-in
 * frame, a visitor in the public frame (with a preview and a sign-up prompt, ArticleReaderContainer). A learner
 * who must replace a temporary password goes there first, as on every signed-in page.
 */
export function Component() {
  const { user, isLoading } = useAuth();
  const pathIn = usePathIn();
  if (isLoading) return <LoadingSpinner variant="page" />;
  if (user?.mustChangePassword) return <Navigate to={pathIn(paths.changePassword)} replace />;
  return user ? <SignedInLayout /> : <PublicFrame />;
}

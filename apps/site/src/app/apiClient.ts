import { createApiClient } from '@elearning/api-client';

/** The one client of the app: every call goes to the API under the site's own origin. */
export const apiClient = createApiClient({ baseUrl: '/elearning/api' });

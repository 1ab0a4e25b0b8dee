import { createApiClient } from '@elearning/api-client';
import { fetchWithEarlyAnswers } from './earlyRequests';

/**
 * The one client of the app: every call goes to the API under the site's own origin; the answers a signed-in
 * page's shell asked for before the app ran are used instead of asking again (earlyRequests.ts).
 */
export const apiClient = createApiClient({ baseUrl: '/elearning/api', fetch: fetchWithEarlyAnswers });

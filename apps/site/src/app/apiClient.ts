import { createApiClient } from '@elearning/api-client';
import { fetchWithEarlyAnswers } from './earlyRequests';

/**
 * The one client of the app: every call goes to the API under the site's own origin; the answers a signed-in
 * page's shell asked for before the app ran are used instead of asking again (earlyRequests.ts).
 */
/** Where the API answers, under the site's own origin (also for plain links, e.g. the data export). */
export const apiBaseUrl = '/elearning/api';

export const apiClient = createApiClient({ baseUrl: apiBaseUrl, fetch: fetchWithEarlyAnswers });

import { createApiClient } from '@elearning/api-client';

/** Where the API answers, under the site's own origin (also for plain links, e.g. the data export). */
export const apiBaseUrl = '/elearning/api';

/** The one client of the app: every call goes to the API under the site's own origin. */
export const apiClient = createApiClient({ baseUrl: apiBaseUrl });

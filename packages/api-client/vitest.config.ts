import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-client',
    // Most of the client runs anywhere fetch does; tests that need document.cookie, localStorage or React
    // opt into jsdom with a `@vitest-environment jsdom` comment.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});

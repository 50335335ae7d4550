import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The API is MSW's (@site/test-api): a test adds its answers with server.use(...).
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@testing-library/jest-dom/vitest', '@site/test-api/setup'],
  },
});

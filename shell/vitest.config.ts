import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    // The API is MSW's (@site/test-api), with the area's default handlers (support/handlers.ts).
    setupFiles: ['@testing-library/jest-dom/vitest', '@site/test-api/setup', './src/__tests__/support/setup-api.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // No component here calls the API; should one start to, @site/test-api fails the test until it is answered.
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@testing-library/jest-dom/vitest', '@site/test-api/setup'],
  },
});

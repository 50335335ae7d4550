import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@site/test-api', environment: 'jsdom', globals: true, setupFiles: ['./src/setup.ts'] },
});

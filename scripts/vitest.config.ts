import { defineConfig } from 'vitest/config';

// The repository scripts' own tests (the contract check's extractor and comparison).
export default defineConfig({ test: { name: 'scripts', environment: 'node', include: ['**/__tests__/**/*.spec.ts'] } });

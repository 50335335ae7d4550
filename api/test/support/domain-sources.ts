import path from 'node:path';

// Tests run @site/domain from its sources: Node's `node` export is its build, which a fresh clone
// has only after `npm run build`, and which would lag behind an edit.
export const domainSources = {
  '@site/domain': path.resolve(import.meta.dirname, '../../../packages/domain/src/index.ts'),
};

import { createAppConfig } from '@site/rspack-config';

const app = {
  name: 'admin',
  dirname: import.meta.dirname,
  kind: 'remote',
  // The debug page, which the shell mounts outside /admin at /debug-admin.
  exposes: { './debug': './src/features/debug/debug-route.tsx' },
};

export default (env, argv) => createAppConfig(app, env, argv);

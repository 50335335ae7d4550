import { createAppConfig } from '@site/rspack-config';

const app = {
  name: 'news',
  dirname: import.meta.dirname,
  kind: 'remote',
  // The create post page also serves /videos/create, mounted by the shell from this remote.
  exposes: { './create-post': './src/features/create-post/create-post-route.tsx' },
};

export default (env, argv) => createAppConfig(app, env, argv);

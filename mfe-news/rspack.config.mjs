import { createAppConfig } from '@site/rspack-config';

const app = {
  name: 'news',
  dirname: import.meta.dirname,
  kind: 'remote',
  // Pages the shell mounts outside /news: /videos/create and /admin/news/add.
  exposes: {
    './create-post': './src/features/create-post/create-post-route.tsx',
    './add-news': './src/features/add-news/add-news-route.tsx',
  },
};

export default (env, argv) => createAppConfig(app, env, argv);

import { createAppConfig } from '@site/rspack-config';

const app = {
  name: 'videos',
  dirname: import.meta.dirname,
  kind: 'remote',
  // A page the shell mounts outside /videos: /admin/videos/add.
  exposes: { './add-video': './src/features/add-video/add-video-route.tsx' },
};

export default (env, argv) => createAppConfig(app, env, argv);

import { createAppConfig } from '@site/rspack-config';

const app = {
  name: 'forum',
  dirname: import.meta.dirname,
  kind: 'remote',
  // Member profiles, which the shell mounts outside /forum at /u/*.
  exposes: { './profile': './src/features/profile/profile-route.tsx' },
};

export default (env, argv) => createAppConfig(app, env, argv);

import { createAppConfig } from '@site/rspack-config';

export default (env, argv) =>
  createAppConfig({ name: 'games', dirname: import.meta.dirname, kind: 'remote' }, env, argv);

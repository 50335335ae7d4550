import { createAppConfig } from '@site/rspack-config';

export default (env, argv) => createAppConfig({ name: 'forum', dirname: import.meta.dirname, kind: 'remote' }, env, argv);

import { createAppConfig } from '@site/rspack-config';

export default (env, argv) => createAppConfig({ name: 'shell', dirname: import.meta.dirname, kind: 'host' }, env, argv);

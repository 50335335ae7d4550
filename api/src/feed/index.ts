// The feed module's public surface: what other modules may import (api/README.md, Module layering).
export { FeedModule } from './feed.module.js';

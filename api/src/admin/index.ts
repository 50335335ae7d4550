// The admin module's public surface: what other modules may import (api/README.md, Module layering).
export { AdminModule } from './admin.module.js';

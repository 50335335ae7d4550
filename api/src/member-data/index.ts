// The member-data module's public surface: what other modules may import (api/README.md, Module layering).
export { MemberDataModule } from './member-data.module.js';

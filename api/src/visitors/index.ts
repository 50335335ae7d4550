// The visitors module's public surface: what other modules may import (api/README.md, Module layering).
export { VisitorsModule } from './visitors.module.js';
export { VisitorsService, visitWindowMinutes } from './visitors.service.js';
export { visitorHash } from './visitor-hash.js';

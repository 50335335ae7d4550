// The youtube module's public surface: what other modules may import (api/README.md, Module layering).
export { YoutubeModule } from './youtube.module.js';
export { SyncRunsService } from './sync-runs/sync-runs.service.js';
export { YoutubeSyncRunResponse } from './sync-runs/dto/sync-run.response.js';

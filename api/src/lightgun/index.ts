// The lightgun module's public surface: what other modules may import (api/README.md, Module layering).
export { LightgunModule } from './lightgun.module.js';
export { GamesService } from './games.service.js';
export { PlatformsService } from './platforms.service.js';
export { SetupPagesService } from './compatibility/setup-pages.service.js';
export { GameEntity } from './entities/game.entity.js';
export { PlatformEntity } from './entities/platform.entity.js';
export { SetupOptionEntity } from './compatibility/entities/setup-option.entity.js';
export { GameResponse } from './dto/lightgun.response.js';
export { screenshotPath } from './game-response.js';
export { setupOptionKinds } from './compatibility/setup-kinds.js';
export { setupFacts } from './compatibility/setup-facts.js';

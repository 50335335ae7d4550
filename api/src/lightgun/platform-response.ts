import type { Platform } from '@site/contracts';
import type { PlatformEntity } from './entities/platform.entity.js';

export function toPlatformResponse(platform: PlatformEntity, totalGames: number): Platform {
  return {
    id: platform.id,
    name: platform.name,
    manufacturer: platform.manufacturer,
    icon: platform.icon,
    gun: platform.gun,
    color: platform.color,
    total_games: totalGames,
  };
}

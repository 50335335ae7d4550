import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameEntity } from './entities/game.entity.js';
import { PlatformEntity } from './entities/platform.entity.js';
import { GamesController } from './games.controller.js';
import { GamesService } from './games.service.js';
import { PlatformsController } from './platforms.controller.js';
import { PlatformsService } from './platforms.service.js';

/** The light gun game catalogue: platforms, games, generated artwork; edited by admins. */
@Module({
  imports: [TypeOrmModule.forFeature([PlatformEntity, GameEntity])],
  controllers: [PlatformsController, GamesController],
  providers: [PlatformsService, GamesService],
  exports: [GamesService],
})
export class LightgunModule {}

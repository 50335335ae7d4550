import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ForumPostEntity } from '../forum/entities/forum-post.entity.js';
import { ForumThreadEntity } from '../forum/entities/forum-thread.entity.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

// Profiles read the forum's tables, not ForumModule: the forum imports the catalogue, which may need users.
@Module({
  imports: [TypeOrmModule.forFeature([User, ForumThreadEntity, ForumPostEntity])],
  controllers: [UsersController, ProfilesController],
  providers: [UsersService, ProfilesService],
  exports: [TypeOrmModule, UsersService],
})
export class UsersModule {}

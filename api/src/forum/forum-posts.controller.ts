import { Body, Controller, Delete, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ForumPost, MessageResponse } from '@site/contracts';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/user.entity.js';
import { PostInput } from './dto/post.input.js';
import { ForumPostsService } from './forum-posts.service.js';

/** Replies: their author, a moderator or an admin may edit or delete them. */
@ApiTags('forum')
@ApiBearerAuth()
@Controller('forum/posts')
export class ForumPostsController {
  constructor(private readonly posts: ForumPostsService) {}

  @Patch(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: PostInput, @CurrentUser() user: User): Promise<ForumPost> {
    return this.posts.update(id, body, user);
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<MessageResponse> {
    await this.posts.remove(id, user);
    return { message: 'Post deleted' };
  }
}

import { Body, Controller, Delete, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, PostingLimitGuard } from '../auth/index.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { User } from '../users/index.js';
import { ForumPostResponse } from './dto/forum.response.js';
import { PostInput } from './dto/post.input.js';
import { ForumPostsService } from './forum-posts.service.js';

/** Replies: their author, a moderator or an admin may edit or delete them. */
@ApiTags('forum')
@ApiBearerAuth()
@Controller('forum/posts')
export class ForumPostsController {
  constructor(private readonly posts: ForumPostsService) {}

  /** An edit spends the posting budget as a new reply does: each one is rendered and indexed again. */
  @UseGuards(PostingLimitGuard)
  @Patch(':id')
  @ApiOkResponse({ type: ForumPostResponse })
  @ApiErrors(400, 401, 403, 404, 422, 429)
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: PostInput,
    @CurrentUser() user: User,
  ): Promise<ForumPostResponse> {
    return this.posts.update(id, body, user);
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<MessageResponse> {
    await this.posts.remove(id, user);
    return { message: 'Post deleted' };
  }
}

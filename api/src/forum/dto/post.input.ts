import { ApiProperty } from '@nestjs/swagger';
import type { ForumPostInput, ForumVoteInput, ForumVoteType } from '@site/contracts';
import { IsIn } from 'class-validator';
import { IsRequiredText } from '../../http/required-text.js';

export const maxContentLength = 50_000;
export const voteTypes: ForumVoteType[] = ['upvote', 'downvote'];

/** POST /api/forum/threads/{id}/posts and PATCH /api/forum/posts/{id}: Markdown, stored as sent. */
export class PostInput implements ForumPostInput {
  @ApiProperty({ maxLength: maxContentLength })
  @IsRequiredText(maxContentLength, 'Content is required')
  content: string;
}

export class VoteInput implements ForumVoteInput {
  @ApiProperty({ enum: voteTypes })
  @IsIn(voteTypes, { message: 'vote_type must be upvote or downvote' })
  vote_type: ForumVoteType;
}

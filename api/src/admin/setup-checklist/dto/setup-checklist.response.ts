import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { YoutubeSyncRunResponse } from '../../../youtube/index.js';

const itemIds: Api.SetupItemId[] = ['admin-password', 'youtube-playlist', 'mail', 'site-url', 'outside-links'];
const itemStates: Api.SetupItemState[] = ['done', 'todo', 'unknown'];

export class SetupItemLinkResponse implements Api.SetupItemLink {
  @ApiProperty({ example: 'Account settings' })
  label: string;

  @ApiProperty({ example: '/account', description: 'A page of the site' })
  href: string;
}

export class SetupChecklistItemResponse implements Api.SetupChecklistItem {
  @ApiProperty({ enum: itemIds })
  id: Api.SetupItemId;

  @ApiProperty({ example: 'Change the admin password' })
  title: string;

  @ApiProperty({ enum: itemStates, description: '`unknown`: this API process cannot tell' })
  state: Api.SetupItemState;

  @ApiProperty({ description: 'How things stand now, in a sentence' })
  status: string;

  @ApiProperty({ type: String, nullable: true, description: 'What to do about it; null once done' })
  action: string | null;

  @ApiProperty({
    type: SetupItemLinkResponse,
    nullable: true,
    description: 'Where on the site it is done, when it can be done there',
  })
  link: SetupItemLinkResponse | null;

  @ApiPropertyOptional({
    type: YoutubeSyncRunResponse,
    nullable: true,
    description: 'youtube-playlist only: the latest sync, running or ended; null before the first',
  })
  last_sync?: YoutubeSyncRunResponse | null;
}

export class SetupChecklistResponse implements Api.SetupChecklist {
  @ApiProperty({ type: [SetupChecklistItemResponse], description: 'In the order a new owner works through them' })
  items: SetupChecklistItemResponse[];

  @ApiProperty({ type: 'integer' })
  done: number;

  @ApiProperty({ type: 'integer' })
  total: number;
}

import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';

type ProposedVideo = Api.VideoGameProposal['video'];
type ProposedGame = Api.VideoGameProposal['game'];

export class ProposedVideoResponse implements ProposedVideo {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  thumbnail: string;

  @ApiProperty()
  youtube_id: string;
}

export class ProposedGameResponse implements ProposedGame {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: "The game's platform, by name" })
  platform: string;
}

export class VideoGameProposalResponse implements Api.VideoGameProposal {
  @ApiProperty({ type: ProposedVideoResponse })
  video: ProposedVideoResponse;

  @ApiProperty({ type: ProposedGameResponse })
  game: ProposedGameResponse;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class VideoGameProposalsResponse implements Api.VideoGameProposals {
  @ApiProperty({ type: [VideoGameProposalResponse], description: 'Pending, newest first' })
  proposals: VideoGameProposalResponse[];
}

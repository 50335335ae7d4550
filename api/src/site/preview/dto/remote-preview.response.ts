import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { previewAreas } from '../remote-preview.js';

export class RemotePreviewResponse implements Api.RemotePreview {
  @ApiProperty({ enum: previewAreas })
  area: Api.RemotePreview['area'];

  @ApiProperty()
  manifest_url: string;

  @ApiProperty({ description: 'Signed; the key is the server’s own' })
  token: string;

  @ApiProperty({ example: 'https://lightgunhub.example/?preview=eyJ...' })
  url: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;
}

export class CandidateReleaseResponse implements Api.CandidateRelease {
  @ApiProperty({ enum: previewAreas })
  area: Api.CandidateRelease['area'];

  @ApiProperty({ example: '20261125T183800Z-1a2b3c4' })
  id: string;

  @ApiProperty({ example: '1.4.0' })
  version: string;

  @ApiProperty()
  commit: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ example: '/mfe/games/releases/20261125T183800Z-1a2b3c4/mf-manifest.json' })
  manifest_url: string;

  @ApiProperty()
  published: boolean;
}

export class CandidateReleaseListResponse implements Api.CandidateReleaseList {
  @ApiProperty({ type: [CandidateReleaseResponse] })
  releases: CandidateReleaseResponse[];
}

import { ApiProperty } from '@nestjs/swagger';
import type { RemotePreview as RemotePreviewContract } from '@site/contracts';
import { previewAreas } from '../remote-preview.js';

export class RemotePreviewResponse implements RemotePreviewContract {
  @ApiProperty({ enum: previewAreas })
  area: RemotePreviewContract['area'];

  @ApiProperty()
  manifest_url: string;

  @ApiProperty({ description: 'Signed; the key is the server’s own' })
  token: string;

  @ApiProperty({ example: 'https://lightgunhub.example/?preview=eyJ...' })
  url: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;
}

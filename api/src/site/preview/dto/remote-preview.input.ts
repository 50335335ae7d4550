import { ApiProperty } from '@nestjs/swagger';
import type { RemotePreviewInput as RemotePreviewInputContract } from '@site/contracts';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { previewAreas } from '../remote-preview.js';

/** POST /api/admin/previews */
export class RemotePreviewInput implements RemotePreviewInputContract {
  @ApiProperty({ enum: previewAreas })
  @IsIn(previewAreas, { message: `Area must be one of ${previewAreas.join(', ')}` })
  area: RemotePreviewInputContract['area'];

  @ApiProperty({ maxLength: 2000, example: '/mfe/games/releases/1.4.0-3f2a1c9/mf-manifest.json' })
  @IsString({ message: 'Manifest URL is required' })
  @MaxLength(2000)
  // Where it points is judged as a browser resolves it (trustedCandidate): a 400 when untrusted.
  @Matches(/\/mf-manifest\.json$/i, { message: 'Manifest URL must end in /mf-manifest.json' })
  manifest_url: string;
}

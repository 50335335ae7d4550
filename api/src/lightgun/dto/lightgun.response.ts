import { compatibilityRatings } from '@site/domain';
import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { CompatibilityStandingResponse } from '../compatibility/dto/compatibility.response.js';

export class GameResponse implements Api.Game {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: "The platform's name" })
  platform: string;

  @ApiProperty({ type: 'integer' })
  platform_id: number;

  @ApiProperty({ type: [String] })
  genre: string[];

  @ApiProperty({ type: 'integer', nullable: true })
  release_year: number | null;

  @ApiProperty({ description: "Free text such as '1996-03-21' or 'March 1996'; '' when unknown" })
  release_date: string;

  @ApiProperty()
  developer: string;

  @ApiProperty()
  publisher: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'The stored box art URL, else the generated cover.svg' })
  boxart: string;

  @ApiProperty({ description: 'The same URL as boxart' })
  box_art_url: string;

  @ApiProperty({ type: [String] })
  screenshots: string[];

  @ApiProperty({ type: [String] })
  gameplay_videos: string[];

  @ApiProperty({
    enum: compatibilityRatings,
    nullable: true,
    description: "The community's compatibility tier; null: no reports yet",
  })
  compatibility_tier: Api.CompatibilityRating | null;

  @ApiProperty({
    type: CompatibilityStandingResponse,
    description: 'The tier with its counts, confidence and trend, as stored when reports last changed or aged',
  })
  compatibility: CompatibilityStandingResponse;
}

export class PlatformResponse implements Api.Platform {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  manufacturer: string;

  @ApiProperty({ example: '🎮' })
  icon: string;

  @ApiProperty({ example: 'NES Zapper', description: "'' when not recorded" })
  gun: string;

  @ApiProperty({ example: '#336699' })
  color: string;

  @ApiProperty({ type: 'integer' })
  total_games: number;
}

export class LightgunStatsResponse implements Api.LightgunStats {
  @ApiProperty({ type: 'integer' })
  total_games: number;

  @ApiProperty({ type: 'integer' })
  total_platforms: number;
}

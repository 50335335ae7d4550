import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';
import { GameResponse, PlatformResponse } from '../dto/lightgun.response.js';
import { CompatibilityStandingResponse, SetupOptionResponse } from './dto/compatibility.response.js';
import { setupFits } from './game-ranking.js';

// The answers of game lists ranked by a setup, and of the setup pages (issue 32).

export class RankedGameResponse extends GameResponse implements Api.RankedGame {
  @ApiPropertyOptional({
    enum: setupFits,
    description: 'Present when the list has a setup: works (Playable or better), untested, or fails (Issues, Broken)',
  })
  setup_fit?: Api.SetupFit;

  @ApiPropertyOptional({
    type: CompatibilityStandingResponse,
    description: "The game's standing with the setup's visible reports alone; present when the list has a setup",
  })
  setup_standing?: CompatibilityStandingResponse;
}

export class SetupFitCountsResponse implements Record<Api.SetupFit, number> {
  @ApiProperty({ type: 'integer' })
  works: number;

  @ApiProperty({ type: 'integer' })
  untested: number;

  @ApiProperty({ type: 'integer' })
  fails: number;
}

export class AppliedSetupResponse implements Api.AppliedSetup {
  @ApiProperty({ type: SetupOptionResponse, nullable: true })
  gun: SetupOptionResponse | null;

  @ApiProperty({ type: SetupOptionResponse, nullable: true })
  display: SetupOptionResponse | null;

  @ApiProperty({ type: SetupOptionResponse, nullable: true })
  play_mode: SetupOptionResponse | null;

  @ApiProperty({ type: SetupFitCountsResponse, description: "The list's games in each group, over the whole list" })
  counts: SetupFitCountsResponse;
}

export class PlatformWithGamesResponse extends PlatformResponse implements Api.PlatformWithGames {
  @ApiProperty({ type: [RankedGameResponse] })
  games: RankedGameResponse[];

  @ApiProperty({ type: AppliedSetupResponse, nullable: true, description: 'null without a setup' })
  setup: AppliedSetupResponse | null;
}

export class GameSearchPageResponse implements Api.GameSearchPage {
  @ApiProperty({ type: [RankedGameResponse] })
  games: RankedGameResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;

  @ApiProperty({ type: AppliedSetupResponse, nullable: true, description: 'null without a setup' })
  setup: AppliedSetupResponse | null;
}

export class SetupPageGameResponse implements Api.SetupPageGame {
  @ApiProperty({ type: GameResponse })
  game: GameResponse;

  @ApiProperty({ type: CompatibilityStandingResponse, description: "From this setup's visible reports alone" })
  standing: CompatibilityStandingResponse;
}

export class SetupPageResponse implements Api.SetupPage {
  @ApiProperty({ type: SetupOptionResponse })
  gun: SetupOptionResponse;

  @ApiProperty({ type: SetupOptionResponse })
  display: SetupOptionResponse;

  @ApiProperty({ type: SetupOptionResponse, nullable: true })
  play_mode: SetupOptionResponse | null;

  @ApiProperty({ type: [SetupPageGameResponse], description: 'Best first: tier, confidence, members agreeing, title' })
  games: SetupPageGameResponse[];
}

export class SetupLinkOptionResponse extends PickType(SetupOptionResponse, ['id', 'slug', 'name'] as const) {}

export class SetupLinkResponse implements Api.SetupLink {
  @ApiProperty({ type: SetupLinkOptionResponse })
  gun: SetupLinkOptionResponse;

  @ApiProperty({ type: SetupLinkOptionResponse })
  display: SetupLinkOptionResponse;

  @ApiProperty({ type: 'integer', description: 'Games with a visible report for the pair' })
  game_count: number;

  @ApiProperty({ type: 'integer' })
  member_count: number;
}

export class SetupLinksResponse implements Api.SetupLinks {
  @ApiProperty({ type: [SetupLinkResponse], description: 'Most reported first' })
  setups: SetupLinkResponse[];
}

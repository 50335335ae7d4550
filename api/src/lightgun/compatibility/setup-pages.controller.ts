import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ApiErrors } from '../../http/api-errors.js';
import { Public } from '../../http/public.decorator.js';
import { TextQuery } from '../../http/query-fields.js';
import { SetupLinksResponse, SetupPageResponse } from './ranking.response.js';
import { SetupPagesService } from './setup-pages.service.js';

export class SetupPageQuery {
  @IsOptional()
  @TextQuery('A way of playing (its slug, e.g. mame): only the reports played this way')
  play?: string;
}

/** The best games for a setup, by its options' slugs (issue 32), and the setups that have any. */
@ApiTags('lightgun')
@Controller('lightgun/setups')
export class SetupPagesController {
  constructor(private readonly setupPages: SetupPagesService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: SetupLinksResponse })
  links(): Promise<SetupLinksResponse> {
    return this.setupPages.links();
  }

  @Public()
  @Get(':gun/:display')
  @ApiOkResponse({ type: SetupPageResponse })
  @ApiErrors(400, 404)
  page(
    @Param('gun') gun: string,
    @Param('display') display: string,
    @Query() { play }: SetupPageQuery,
  ): Promise<SetupPageResponse> {
    return this.setupPages.page({ gun, display, play });
  }
}

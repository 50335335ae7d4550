import { BadRequestException, Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth/index.js';
import { Roles } from '../../http/roles.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ApiErrors } from '../../http/api-errors.js';
import type { User } from '../../users/index.js';
import { PageRenderer } from '../page-renderer.service.js';
import { previewParam } from './preview-cookie.js';
import { RemotePreviewInput } from './dto/remote-preview.input.js';
import { CandidateReleaseListResponse, RemotePreviewResponse } from './dto/remote-preview.response.js';
import { candidateReleases } from './candidate-releases.js';

/** Admins try one area's candidate build in the live site, in their own browser only (docs/team-workflow.md). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/previews')
export class PreviewsController {
  constructor(
    private readonly renderer: PageRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The remotes' releases kept on this site's disk, the published ones marked; none where releases live on other hosts.
   */
  @Get('candidates')
  @ApiOkResponse({ type: CandidateReleaseListResponse })
  @ApiErrors(401, 403)
  async candidates(): Promise<CandidateReleaseListResponse> {
    const releases = candidateReleases(this.config.siteRoot, await this.renderer.publishedRemotes());
    return {
      releases: releases.map(({ createdAt, manifestUrl, ...release }) => ({
        ...release,
        created_at: createdAt,
        manifest_url: manifestUrl,
      })),
    };
  }

  /**
   * 400 when the candidate's address, as a browser resolves it, is on an origin the site does not
   * trust: its pages' policy would refuse the code anyway. The preview lasts an hour at most and
   * ends with the signing admin's session (preview-tokens.service.ts).
   */
  @Post()
  @ApiCreatedResponse({ type: RemotePreviewResponse })
  @ApiErrors(400, 401, 403, 422)
  async create(@Body() body: RemotePreviewInput, @CurrentUser() admin: User): Promise<RemotePreviewResponse> {
    const manifestUrl = this.renderer.trustedCandidate(body.manifest_url, await this.renderer.publishedRemotes());
    if (manifestUrl === null) {
      const msg =
        'A preview loads code only from this site, its published remotes’ hosts or the origins in PREVIEW_ORIGINS';
      throw new BadRequestException({ detail: [{ loc: ['body', 'manifest_url'], msg }] });
    }
    const { token, preview } = this.renderer.previews.sign(body.area, manifestUrl, admin);
    return {
      area: body.area,
      manifest_url: manifestUrl,
      token,
      url: `${this.config.siteUrl}/?${previewParam}=${token}`,
      expires_at: new Date(preview.expiresAt * 1000).toISOString(),
    };
  }
}

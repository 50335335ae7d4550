import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { SetupOptionKind } from '@site/contracts';
import { CurrentUser } from '../../auth/index.js';
import { Public } from '../../http/public.decorator.js';
import { Roles } from '../../http/roles.decorator.js';
import { ApiErrors } from '../../http/api-errors.js';
import { ParseIdPipe } from '../../http/parse-id.pipe.js';
import type { User } from '../../users/index.js';
import { SetupOptionResponse, SetupOptionsResponse } from './dto/compatibility.response.js';
import { SetupOptionInput, SetupOptionUpdateInput } from './dto/setup-option.input.js';
import { ParseSetupKindPipe, setupOptionKinds } from './setup-kinds.js';
import { SetupOptionsService } from './setup-options.service.js';

const KindParam = () => ApiParam({ name: 'kind', enum: setupOptionKinds });

/** The setup vocabulary: read by anyone, edited by admins. */
@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun/setup-options')
export class SetupOptionsController {
  constructor(private readonly options: SetupOptionsService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: SetupOptionsResponse })
  list(@CurrentUser() viewer: User | undefined): Promise<SetupOptionsResponse> {
    return this.options.list(viewer);
  }

  @Roles('admin')
  @Post(':kind')
  @KindParam()
  @ApiCreatedResponse({ type: SetupOptionResponse })
  @ApiErrors(400, 401, 403, 409, 422)
  create(
    @Param('kind', ParseSetupKindPipe) kind: SetupOptionKind,
    @Body() body: SetupOptionInput,
  ): Promise<SetupOptionResponse> {
    return this.options.create(kind, body);
  }

  @Roles('admin')
  @Patch(':kind/:id')
  @KindParam()
  @ApiOkResponse({ type: SetupOptionResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422)
  update(
    @Param('kind', ParseSetupKindPipe) kind: SetupOptionKind,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SetupOptionUpdateInput,
    @CurrentUser() admin: User,
  ): Promise<SetupOptionResponse> {
    return this.options.update(kind, id, body, admin);
  }

  /** Only an option no report uses (409). */
  @Roles('admin')
  @HttpCode(204)
  @Delete(':kind/:id')
  @KindParam()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 401, 403, 404, 409)
  async remove(
    @Param('kind', ParseSetupKindPipe) kind: SetupOptionKind,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<void> {
    await this.options.remove(kind, id);
  }
}

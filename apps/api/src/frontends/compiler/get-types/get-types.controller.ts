import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthGuard } from '../../../accounts/security/current-user.js';
import { FrontendCompiler, type TypeLib } from '@tempest/frontend-compiler';

/** docs/api-frontends.md §1: the declaration files Monaco needs for completions in the workbench. */
@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class GetTypesController {
  constructor(private readonly compiler: FrontendCompiler) {}

  @Get('types')
  @UseGuards(AuthGuard)
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiOkResponse({ description: '{ libs: [{ filePath, content }] }' })
  @ApiUnauthorizedResponse({ description: 'Authentication required' })
  async types(): Promise<{ libs: TypeLib[] }> {
    return { libs: await this.compiler.typesForMonaco() };
  }
}

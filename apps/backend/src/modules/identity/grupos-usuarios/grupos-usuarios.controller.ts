import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { Response } from 'express';
import { GRID_GRUPOS_USUARIOS, MENSAGENS_GRUPO_USUARIO } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { IdentityUseCases } from '../identity.providers.js';
import { GruposUsuariosQueries } from './grupos-usuarios.queries.js';

class GrupoUsuarioInputDto {
  @ApiProperty({ example: 'OPERADOR NOTURNO' })
  @IsDefined({ message: 'não pode ficar em branco' }) @MaxLength(100, { message: 'deve ter no máximo 100 caracteres' }) @IsString({ message: 'deve ser um texto' })
  descricao!: string;
}
class GrupoUsuarioBodyDto {
  @ApiProperty({ type: GrupoUsuarioInputDto })
  @IsDefined({ message: 'não pode ficar em branco' }) @IsObject({ message: 'deve ser um objeto' }) @ValidateNested() @Type(() => GrupoUsuarioInputDto)
  grupo_usuario!: GrupoUsuarioInputDto;
}
export class GrupoUsuarioDto {
  @ApiProperty() id!: number;
  @ApiProperty() descricao!: string;
}
class GrupoUsuarioLinhaDto extends GrupoUsuarioDto {
  @ApiProperty({ description: 'Usuários no grupo' }) usuarios!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
class GruposUsuariosPageDto extends GridPageDto {
  @ApiProperty({ type: [GrupoUsuarioLinhaDto] }) rows!: GrupoUsuarioLinhaDto[];
}

@ApiTags('Grupos de usuários')
@Autenticado()
@Controller('grupos_usuarios')
export class GruposUsuariosController {
  constructor(private readonly queries: GruposUsuariosQueries, private readonly casos: IdentityUseCases) {}

  @Get('get_grupos_de_usuarios')
  @ApiOperation({ summary: 'Lista dos grupos de usuários para seleção' })
  @ApiOkResponse({ type: [GrupoUsuarioDto] })
  async lista(): Promise<GrupoUsuarioDto[]> {
    return this.queries.lista();
  }

  @Get()
  @Acesso('grupos_usuarios', 'index')
  @ApiOperation({ summary: 'Grid de grupos de usuários (100 linhas), com quantos usuários há em cada um' })
  @ApiGrid(GRID_GRUPOS_USUARIOS, GruposUsuariosPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: query,
      spec: GRID_GRUPOS_USUARIOS,
      grupoUsuarioId: eu.grupo_usuario_id,
      res,
      nomeArquivo: 'grupos_usuarios',
      consultar: (q, exportar) => this.queries.grid<GrupoUsuarioLinhaDto>(q, exportar),
    });
  }

  @Get(':id')
  @Acesso('grupos_usuarios', 'show')
  @ApiOperation({ summary: 'Grupo de usuários pelo id' })
  @ApiIds()
  @ApiOkResponse({ type: GrupoUsuarioDto })
  @ApiNaoEncontrado('Grupo de usuário não encontrado')
  show(@Param('id', IdPipe) id: number): Promise<GrupoUsuarioDto> {
    return this.queries.detalhe(id);
  }

  @Post()
  @Acesso('grupos_usuarios', 'create')
  @ApiOperation({ summary: 'Cadastra grupo de usuários (descrição em maiúsculas, única)' })
  @ApiCreatedResponse({ type: GrupoUsuarioDto })
  @ApiErrosCampos('descricao: em branco ou já em uso')
  create(@Body() body: GrupoUsuarioBodyDto): Promise<GrupoUsuarioDto> {
    return this.casos.salvarGrupoUsuario().executar(body.grupo_usuario.descricao);
  }

  @Patch(':id')
  @Acesso('grupos_usuarios', 'update')
  @ApiOperation({ summary: 'Altera a descrição do grupo de usuários' })
  @ApiIds()
  @ApiOkResponse({ type: GrupoUsuarioDto })
  @ApiErrosCampos('descricao: em branco ou já em uso')
  @ApiNaoEncontrado('Grupo de usuário não encontrado')
  update(@Param('id', IdPipe) id: number, @Body() body: GrupoUsuarioBodyDto): Promise<GrupoUsuarioDto> {
    return this.casos.salvarGrupoUsuario().executar(body.grupo_usuario.descricao, id);
  }

  @Delete(':id')
  @Acesso('grupos_usuarios', 'destroy')
  @ApiOperation({ summary: 'Remove grupo de usuários sem usuários (os grupos 3 a 17 são do sistema)' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado('Grupo de usuário não encontrado')
  @ApiRegraNegocio('Grupo do sistema (3 a 17) ou com usuários')
  async destroy(@Param('id', IdPipe) id: number): Promise<MensagemDto> {
    await this.casos.excluirGrupoUsuario().executar(id);
    return { message: MENSAGENS_GRUPO_USUARIO.removido };
  }
}

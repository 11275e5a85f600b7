import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import { BusinessRuleError, FieldErrorBag, GRID_GRUPOS_USUARIOS, NotFoundError } from '@gr/domain';
import { consultarGrid, kx, linhaJson } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';

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

const SQL = { id: 'g.id', descricao: 'g.descricao', usuarios: '(select count(*) from usuarios u where u.grupo_usuario_id = g.id)::int', created_at: 'g.created_at' };

@ApiTags('Grupos de usuários')
@Autenticado()
@Controller('grupos_usuarios')
export class GruposUsuariosController {
  constructor(private readonly em: EntityManager) {}

  @Get('get_grupos_de_usuarios')
  @ApiOperation({ summary: 'Lista dos grupos de usuários para seleção' })
  @ApiOkResponse({ type: [GrupoUsuarioDto] })
  async lista(): Promise<GrupoUsuarioDto[]> {
    return kx(this.em)('grupos_usuarios').orderBy('id').select('id', 'descricao');
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
      consultar: (q, exportar) =>
        consultarGrid(() => kx(this.em)('grupos_usuarios as g'), (qb) => qb.select(Object.entries(SQL).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`))), q, SQL, { semPaginacao: exportar }),
    });
  }

  @Get(':id')
  @Acesso('grupos_usuarios', 'show')
  @ApiOperation({ summary: 'Grupo de usuários pelo id' })
  @ApiIds()
  @ApiOkResponse({ type: GrupoUsuarioDto })
  @ApiNaoEncontrado('Grupo de usuário não encontrado')
  async show(@Param('id', IdPipe) id: number): Promise<GrupoUsuarioDto> {
    const g = await kx(this.em)('grupos_usuarios').where({ id }).first('id', 'descricao');
    if (!g) throw new NotFoundError('Grupo de usuário não encontrado');
    return g;
  }

  private async validar(descricao: string, id?: number): Promise<string> {
    const valor = descricao.trim().toUpperCase();
    const bag = new FieldErrorBag();
    if (!valor) bag.add('descricao', 'não pode ficar em branco');
    else {
      const outro = await kx(this.em)('grupos_usuarios').whereRaw('upper(descricao) = ?', [valor]).first('id');
      if (outro && outro.id !== id) bag.add('descricao', 'já está em uso');
    }
    bag.throwIfAny();
    return valor;
  }

  @Post()
  @Acesso('grupos_usuarios', 'create')
  @ApiOperation({ summary: 'Cadastra grupo de usuários (descrição em maiúsculas, única)' })
  @ApiCreatedResponse({ type: GrupoUsuarioDto })
  @ApiErrosCampos('descricao: em branco ou já em uso')
  async create(@Body() body: GrupoUsuarioBodyDto): Promise<GrupoUsuarioDto> {
    const descricao = await this.validar(body.grupo_usuario.descricao);
    const [row] = await kx(this.em)('grupos_usuarios').insert({ descricao }).returning(['id', 'descricao']);
    return row;
  }

  @Patch(':id')
  @Acesso('grupos_usuarios', 'update')
  @ApiOperation({ summary: 'Altera a descrição do grupo de usuários' })
  @ApiIds()
  @ApiOkResponse({ type: GrupoUsuarioDto })
  @ApiErrosCampos('descricao: em branco ou já em uso')
  @ApiNaoEncontrado('Grupo de usuário não encontrado')
  async update(@Param('id', IdPipe) id: number, @Body() body: GrupoUsuarioBodyDto): Promise<GrupoUsuarioDto> {
    await this.show(id);
    const descricao = await this.validar(body.grupo_usuario.descricao, id);
    const [row] = await kx(this.em)('grupos_usuarios').where({ id }).update({ descricao, updated_at: new Date() }).returning(['id', 'descricao']);
    return linhaJson(row);
  }

  @Delete(':id')
  @Acesso('grupos_usuarios', 'destroy')
  @ApiOperation({ summary: 'Remove grupo de usuários sem usuários (os grupos 3 a 17 são do sistema)' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado('Grupo de usuário não encontrado')
  @ApiRegraNegocio('Grupo do sistema (3 a 17) ou com usuários')
  async destroy(@Param('id', IdPipe) id: number): Promise<MensagemDto> {
    await this.show(id);
    if (id <= 17) throw new BusinessRuleError('Os grupos de 3 a 17 fazem parte do sistema e não podem ser excluídos');
    const emUso = await kx(this.em)('usuarios').where({ grupo_usuario_id: id }).first('id');
    if (emUso) throw new BusinessRuleError('Existem usuários neste grupo; mova-os para outro grupo antes de excluí-lo');
    await kx(this.em)('grupos_usuarios').where({ id }).delete();
    return { message: 'Grupo de usuário removido com sucesso' };
  }
}

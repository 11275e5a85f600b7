import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsArray, IsDefined } from 'class-validator';
import { EntityManager } from '@mikro-orm/postgresql';
import { exigirPodeGerenciarUsuario, ForbiddenError, GRUPO, NotFoundError, ValidationError } from '@gr/domain';
import { kx } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { PrincipalCache } from '../../../shared/auth/principal.cache.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { UsersQueries } from '../users/users.queries.js';
import { IsInt4 } from '../../../shared/http/validation.js';

class ControladorDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'usuarios' }) nome!: string;
  @ApiProperty({ example: 'Usuários' }) descricao!: string;
}
class FuncaoControladorDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'index' }) nome!: string;
  @ApiProperty({ example: 'Listar' }) descricao!: string;
  @ApiProperty() controlador_id!: number;
}
class FuncaoSelecionadaDto {
  @ApiProperty() id!: number;
  @ApiProperty() nome!: string;
  @ApiProperty() descricao!: string;
  @ApiProperty() selected!: boolean;
}
class ControladorRegrasDto extends ControladorDto {
  @ApiProperty({ type: [FuncaoSelecionadaDto] }) funcoes_controller!: FuncaoSelecionadaDto[];
}
class UsuarioRegrasDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() grupo_usuario!: string;
}
class RegrasAcessoDto {
  @ApiProperty({ type: UsuarioRegrasDto }) user!: UsuarioRegrasDto;
  @ApiProperty({ type: [ControladorRegrasDto] }) controllers!: ControladorRegrasDto[];
}
class AtualizarRegrasDto {
  @ApiProperty({ type: [Number], description: 'Ids das funções permitidas (substituem as atuais)' })
  @IsDefined({ message: 'não pode ficar em branco' }) @IsArray({ message: 'deve ser uma lista' }) @IsInt4({ each: true, message: 'deve conter ids de funções' })
  funcoes!: number[];
}

/** Access-rule editor (spec 03 §6, §7): per-user functions of each controller. */
@ApiTags('Regras de acesso')
@Autenticado()
@Controller()
export class RegrasAcessoController {
  constructor(private readonly em: EntityManager, private readonly usuarios: UsersQueries, private readonly principais: PrincipalCache) {}

  @Get('get_controllers')
  @Acesso('usuarios', 'regras_acesso')
  @ApiOperation({ summary: 'Controladores (telas e áreas) que têm regras de acesso' })
  @ApiOkResponse({ type: [ControladorDto] })
  controllers(): Promise<ControladorDto[]> {
    return kx(this.em)('controladores').orderBy('descricao').select('id', 'nome', 'descricao');
  }

  @Get('get_functions_controllers_by_controller/:id')
  @Acesso('usuarios', 'regras_acesso')
  @ApiOperation({ summary: 'Funções do controlador' })
  @ApiIds()
  @ApiOkResponse({ type: [FuncaoControladorDto] })
  @ApiNaoEncontrado('Controlador não encontrado')
  async funcoes(@Param('id', IdPipe) id: number): Promise<FuncaoControladorDto[]> {
    const c = await kx(this.em)('controladores').where({ id }).first('id');
    if (!c) throw new NotFoundError('Controlador não encontrado');
    return kx(this.em)('funcoes_controladores').where({ controlador_id: id }).orderBy('id').select('id', 'nome', 'descricao', 'controlador_id');
  }

  @Get('users/get_regras_acesso/:id')
  @Acesso('usuarios', 'regras_acesso')
  @ApiOperation({ summary: 'Regras de acesso do usuário: cada controlador com as suas funções, marcando as permitidas' })
  @ApiIds()
  @ApiOkResponse({ type: RegrasAcessoDto })
  @ApiNaoEncontrado('Usuário não encontrado')
  async regras(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RegrasAcessoDto> {
    const u = await this.usuarios.detalhe(id, eu.escopo);
    const db = kx(this.em);
    const [controladores, funcoes, selecionadas] = await Promise.all([
      db('controladores').orderBy('descricao').select('id', 'nome', 'descricao'),
      db('funcoes_controladores').orderBy('id').select('id', 'nome', 'descricao', 'controlador_id'),
      db('usuarios_funcoes').where({ usuario_id: id }).pluck('funcao_id'),
    ]);
    const marcadas = new Set<number>(selecionadas as number[]);
    return {
      user: { id: u.id, username: u.username, grupo_usuario: u.grupo_usuario },
      controllers: controladores.map((c: ControladorDto) => ({
        ...c,
        funcoes_controller: funcoes
          .filter((f: FuncaoControladorDto) => f.controlador_id === c.id)
          .map((f: FuncaoControladorDto) => ({ id: f.id, nome: f.nome, descricao: f.descricao, selected: marcadas.has(f.id) })),
      })),
    };
  }

  @Post('users/update_regras_acesso/:id')
  @Acesso('usuarios', 'regras_acesso')
  @HttpCode(200)
  @ApiOperation({ summary: 'Substitui as regras do usuário; só administradores concedem funções que eles mesmos não têm' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('funcoes: ausente, não é uma lista de ids ou tem funções inexistentes')
  @ApiProibido('Administrador alterado por quem não é, ou função concedida que o próprio usuário não tem')
  @ApiNaoEncontrado('Usuário não encontrado')
  async atualizar(@Param('id', IdPipe) id: number, @Body() body: AtualizarRegrasDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    const alvo = await this.usuarios.detalhe(id, eu.escopo);
    exigirPodeGerenciarUsuario(eu.grupo_usuario_id, alvo.grupo_usuario_id, undefined);
    const ids = [...new Set(body.funcoes)];
    await this.em.transactional(async (tem) => {
      const db = kx(tem);
      const existentes = ids.length
        ? ((await db('funcoes_controladores as f').join('controladores as c', 'c.id', 'f.controlador_id').whereIn('f.id', ids).select('f.id', 'c.nome as controlador', 'f.nome as funcao')) as Array<{ id: number; controlador: string; funcao: string }>)
        : [];
      const desconhecidas = ids.filter((i) => !existentes.some((e) => e.id === i));
      if (desconhecidas.length) throw ValidationError.campo('funcoes', `funções inexistentes: ${desconhecidas.join(', ')}`);
      if (eu.grupo_usuario_id !== GRUPO.ADMINISTRADOR) {
        const alheias = existentes.filter((e) => !eu.acessos[e.controlador]?.includes(e.funcao));
        if (alheias.length) throw new ForbiddenError('Você só pode conceder funções que você mesmo possui');
      }
      await db('usuarios_funcoes').where({ usuario_id: id }).delete();
      if (ids.length) await db('usuarios_funcoes').insert(ids.map((funcao_id) => ({ usuario_id: id, funcao_id })));
    });
    await this.principais.usuarioMudou(id); // committed: the user's sessions see the new rules in every process
    return { message: 'Regras de acesso atualizadas com sucesso' };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  BusinessRuleError, exigirCliente, exigirPodeGerenciarUsuario, ForbiddenError, GRID_USUARIOS, GRUPO, isLiberativo, NotFoundError,
  parseGrupos, pode, ValidationError,
} from '@gr/domain';
import { Acesso, Autenticado, Publico, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { TokenService } from '../../../shared/auth/token.service.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ErroDto, MensagemDto, ResultadoDto } from '../../../shared/http/dto.js';
import { Origem } from '../../../shared/http/origem.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { Inject } from '@nestjs/common';
import { IdentityUseCases } from '../identity.providers.js';
import {
  LayoutsBodyDto, LayoutsDto, NovaSenhaDto, RecuperarSenhaDto, SenhaBodyDto, UserBodyDto, UsuarioBasicoDto, UsuarioDetalheDto,
  UsuarioLogadoDto, UsuariosPageDto,
} from './users.dto.js';
import { UsersQueries } from './users.queries.js';

@ApiTags('Usuários')
@Autenticado()
@Controller('users')
export class UsersController {
  constructor(
    private readonly casos: IdentityUseCases,
    private readonly queries: UsersQueries,
    private readonly tokens: TokenService,
  ) {}

  // --- the signed-in user -------------------------------------------------------------------

  @Get('usuario_logado')
  @ApiOperation({ summary: 'Usuário da sessão, com as regras de acesso (controlador → funções)' })
  @ApiOkResponse({ type: UsuarioLogadoDto })
  async usuarioLogado(@UsuarioAtual() eu: UsuarioAutenticado): Promise<UsuarioLogadoDto> {
    const u = await this.queries.usuarioLogado(eu.id);
    if (!u) throw new NotFoundError('Usuário não encontrado');
    return { ...u, acessos: eu.acessos };
  }

  @Get('show_user_basico')
  @ApiOperation({ summary: 'Dados básicos do usuário da sessão (id, username, e-mail, grupo, cliente)' })
  @ApiOkResponse({ type: UsuarioBasicoDto })
  async basico(@UsuarioAtual() eu: UsuarioAutenticado): Promise<UsuarioBasicoDto> {
    const u = await this.casos.usuarios.findById(eu.id);
    if (!u) throw new NotFoundError('Usuário não encontrado');
    return { id: u.id, username: u.username, email: u.email, grupo_usuario_id: u.grupo_usuario_id, cliente_id: u.cliente_id };
  }

  @Get('is_grupo/:groups')
  @ApiOperation({ summary: 'O usuário pertence a algum dos grupos (ids separados por vírgula)?' })
  @ApiParam({ name: 'groups', type: String, example: '3,4' })
  @ApiOkResponse({ type: ResultadoDto })
  @ApiErrosCampos('groups: informe os ids dos grupos separados por vírgula')
  isGrupo(@Param('groups') groups: string, @UsuarioAtual() eu: UsuarioAutenticado): ResultadoDto {
    return { result: parseGrupos(groups).includes(eu.grupo_usuario_id) };
  }

  @Get('is_liberativo')
  @ApiOperation({ summary: 'O usuário pode autorizar liberações?' })
  @ApiOkResponse({ type: ResultadoDto })
  async isLiberativo(@UsuarioAtual() eu: UsuarioAutenticado): Promise<ResultadoDto> {
    const u = await this.casos.usuarios.findById(eu.id);
    return { result: !!u && isLiberativo(u) };
  }

  @Get('cliente_grupo/:grupo')
  @ApiOperation({ summary: 'O usuário é do tipo informado (CLIENTE: usuário de cliente, grupo 8)?' })
  @ApiParam({ name: 'grupo', type: String, example: 'CLIENTE' })
  @ApiOkResponse({ type: ResultadoDto })
  @ApiErrosCampos('grupo: tipo de grupo desconhecido; use CLIENTE')
  clienteGrupo(@Param('grupo') grupo: string, @UsuarioAtual() eu: UsuarioAutenticado): ResultadoDto {
    if (grupo.toUpperCase() !== 'CLIENTE') throw ValidationError.campo('grupo', 'tipo de grupo desconhecido; use CLIENTE');
    return { result: eu.grupo_usuario_id === GRUPO.CLIENTE };
  }

  @Patch('atualizar_senha/:userId')
  @ApiOperation({ summary: 'Troca de senha: a própria (com a senha atual) ou a de outro usuário (usuarios#update)' })
  @ApiIds('userId')
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('Senha atual errada, confirmação diferente ou senha fraca')
  @ApiProibido('Outro usuário: sem a regra usuarios#update, fora do alcance do cliente, ou administrador alterado por quem não é')
  @ApiNaoEncontrado('Usuário não encontrado')
  async atualizarSenha(@Param('userId', IdPipe) userId: number, @Body() body: SenhaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    if (userId !== eu.id) {
      const alvo = await this.queries.detalhe(userId, eu.escopo);
      exigirPodeGerenciarUsuario(eu.grupo_usuario_id, alvo.grupo_usuario_id, undefined);
    }
    await this.casos.alterarSenha().executar(userId, { id: eu.id, podeAlterarOutros: pode(eu.acessos, 'usuarios', 'update') }, body.user);
    // A new password ends the other sessions (as PATCH /users/{id} does); one's own current one stays.
    await this.tokens.revogarTodas(userId, userId === eu.id ? eu.sessaoId : undefined);
    return { message: 'Senha alterada com sucesso!' };
  }

  @Patch(':id/atualiza_layouts_usuario')
  @ApiOperation({ summary: 'Grava layouts de grids do próprio usuário (mesclados por grid)' })
  @ApiIds()
  @ApiOkResponse({ type: LayoutsDto })
  @ApiErrosCampos('layouts ausentes, inválidos ou grandes demais')
  @ApiProibido('Só é possível alterar os próprios layouts')
  async layouts(@Param('id', IdPipe) id: number, @Body() body: LayoutsBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<LayoutsDto> {
    if (id !== eu.id) throw new ForbiddenError('Só é possível alterar os próprios layouts');
    if (JSON.stringify(body.layouts).length > 200_000) throw ValidationError.campo('layouts', 'layouts grandes demais');
    return { layouts: await this.casos.usuarios.atualizarLayouts(id, body.layouts) };
  }

  // --- user management (/usuarios) -------------------------------------------------------

  @Get()
  @Acesso('usuarios', 'index')
  @ApiOperation({ summary: 'Grid de usuários' })
  @ApiGrid(GRID_USUARIOS, UsuariosPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: query,
      spec: GRID_USUARIOS,
      grupoUsuarioId: eu.grupo_usuario_id,
      res,
      nomeArquivo: 'usuarios',
      consultar: (q, exportar) => this.queries.grid(q, eu.escopo, exportar),
    });
  }

  @Post('create')
  @Acesso('usuarios', 'create')
  @ApiOperation({ summary: 'Cadastra usuário' })
  @ApiCreatedResponse({ type: UsuarioDetalheDto })
  @ApiErrosCampos()
  @ApiProibido('Só administradores criam administradores; usuário de cliente só cria usuários do seu cliente')
  async create(@Body() body: UserBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<UsuarioDetalheDto> {
    exigirPodeGerenciarUsuario(eu.grupo_usuario_id, undefined, body.user.grupo);
    if (eu.escopo.tipo !== 'todos') exigirCliente(eu.escopo, body.user.cliente_id);
    const u = await this.casos.salvarUsuario().executar(body.user);
    return this.queries.detalhe(u.id, { tipo: 'todos' });
  }

  @Get(':id')
  @Acesso('usuarios', 'show')
  @ApiOperation({ summary: 'Usuário pelo id, com o grupo e o cliente' })
  @ApiIds()
  @ApiOkResponse({ type: UsuarioDetalheDto })
  @ApiNaoEncontrado('Usuário não encontrado')
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<UsuarioDetalheDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Patch(':id')
  @Acesso('usuarios', 'update')
  @ApiOperation({ summary: 'Altera usuário; envie updated_at lido para detectar edição concorrente (409)' })
  @ApiIds()
  @ApiOkResponse({ type: UsuarioDetalheDto })
  @ApiErrosCampos()
  @ApiProibido('Só administradores alteram administradores ou promovem a administrador; usuário de cliente só no seu cliente')
  @ApiConflito()
  @ApiNaoEncontrado('Usuário não encontrado')
  async update(@Param('id', IdPipe) id: number, @Body() body: UserBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<UsuarioDetalheDto> {
    const atual = await this.queries.detalhe(id, eu.escopo);
    exigirPodeGerenciarUsuario(eu.grupo_usuario_id, atual.grupo_usuario_id, body.user.grupo);
    if (eu.escopo.tipo !== 'todos' && body.user.cliente_id !== undefined) exigirCliente(eu.escopo, body.user.cliente_id);
    await this.casos.salvarUsuario().executar(body.user, id, eu.id);
    if (body.user.ativo === false || body.user.password) await this.tokens.revogarTodas(id);
    return this.queries.detalhe(id, { tipo: 'todos' });
  }

  @Delete(':id')
  @Acesso('usuarios', 'destroy')
  @ApiOperation({ summary: 'Remove usuário' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiProibido('Só administradores removem administradores')
  @ApiNaoEncontrado('Usuário não encontrado')
  @ApiRegraNegocio('Você não pode excluir o seu próprio usuário')
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    const alvo = await this.queries.detalhe(id, eu.escopo);
    exigirPodeGerenciarUsuario(eu.grupo_usuario_id, alvo.grupo_usuario_id, undefined);
    if (id === eu.id) throw new BusinessRuleError('Você não pode excluir o seu próprio usuário');
    await this.casos.usuarios.delete(id);
    return { message: 'Usuário removido com sucesso' };
  }
}

/**
 * The public half of /users: password recovery from the login screen (spec 03 §7). Its own
 * controller, without `@Autenticado()`, so that no token error is documented for it.
 */
/** A password-reset request answers in no less than this, found or not (a link costs a few writes). */
export const DURACAO_RECUPERACAO_MS = 400;

/**
 * Runs `fn` and answers no sooner than `ms` after the start. Refusals (a malformed e-mail, 429)
 * answer at once: they tell nothing about whether an account exists.
 */
async function comDuracaoMinima<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const espera = new Promise((r) => setTimeout(r, ms));
  const resultado = await fn();
  await espera;
  return resultado;
}

@ApiTags('Usuários')
@Controller('users')
export class RecuperacaoSenhaController {
  constructor(
    private readonly casos: IdentityUseCases,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  @Post('recuperar_senha')
  @Publico()
  @HttpCode(200)
  @ApiOperation({ summary: 'Esqueci a senha: registra o e-mail com o link de nova senha (mesma resposta para e-mail desconhecido)' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('email ausente ou inválido')
  @ApiTooManyRequestsResponse({ type: ErroDto, description: 'Muitos pedidos para o mesmo e-mail ou do mesmo endereço: nada é enviado' })
  async recuperarSenha(@Body() body: RecuperarSenhaDto, @Origem() origem: string): Promise<MensagemDto> {
    // About the same time whether the e-mail exists (a link recorded and sent) or not.
    await comDuracaoMinima(DURACAO_RECUPERACAO_MS, () => this.casos.recuperarSenha().executar(body.email, this.cfg.publicUrl, origem));
    return { message: 'Enviado com sucesso.' };
  }

  @Post('nova_senha')
  @Publico()
  @HttpCode(200)
  @ApiOperation({ summary: 'Conclui a recuperação: grava a nova senha com o token do link' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('Token, senha ou confirmação ausentes, diferentes ou senha fraca')
  @ApiRegraNegocio('Link de recuperação inválido ou expirado')
  async novaSenha(@Body() body: NovaSenhaDto): Promise<MensagemDto> {
    const usuarioId = await this.casos.novaSenha().executar(body);
    await this.tokens.revogarTodas(usuarioId); // whoever had the old password is out
    return { message: 'Senha alterada com sucesso!' };
  }
}

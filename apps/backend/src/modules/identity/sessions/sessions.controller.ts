import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { autorizarChat, ForbiddenError, montarRedirectChat, validarRedirectUri, type Usuario } from '@gr/domain';
import { Autenticado, Publico, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { TokenService } from '../../../shared/auth/token.service.js';
import { ApiErrosCampos, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { ErroDto } from '../../../shared/http/dto.js';
import { Origem } from '../../../shared/http/origem.js';
import { IdentityUseCases } from '../identity.providers.js';
import { OauthBodyDto, OauthRespostaDto, SessaoDto, SessionBodyDto } from './sessions.dto.js';

@ApiTags('Sessões')
@Controller()
export class SessionsController {
  constructor(private readonly casos: IdentityUseCases, private readonly tokens: TokenService) {}

  private async entrar(dados: SessionBodyDto['session'], origem: string): Promise<{ usuario: Usuario; token: string; expira_em: Date }> {
    const usuario = await this.casos.autenticar().executar(dados, origem);
    const { token, expira_em } = await this.tokens.emitir(usuario.id, origem);
    return { usuario, token, expira_em };
  }

  @Post('sessions')
  @Publico()
  @ApiOperation({ summary: 'Login: devolve a sessão com o token assinado' })
  @ApiCreatedResponse({ type: SessaoDto })
  @ApiErrosCampos('session.username e session.password são obrigatórios')
  @ApiUnauthorizedResponse({ type: ErroDto, description: 'Usuário ou senha inválidos' })
  @ApiTooManyRequestsResponse({ type: ErroDto, description: 'Muitas tentativas sem sucesso' })
  async criar(@Body() body: SessionBodyDto, @Origem() origem: string): Promise<SessaoDto> {
    const { usuario: u, token, expira_em } = await this.entrar(body.session, origem);
    return {
      id: u.id,
      username: u.username,
      grupo_usuario_id: u.grupo_usuario_id,
      cliente_id: u.cliente_id,
      token,
      layouts: u.layouts,
      alterar_password: u.alterar_password,
      expira_em: expira_em.toISOString(),
    };
  }

  @Delete('sessions/:token')
  @Autenticado()
  @HttpCode(204)
  @ApiOperation({ summary: 'Logout: revoga o token' })
  @ApiNoContentResponse({ description: 'Sessão encerrada' })
  @ApiProibido('O token é de outro usuário')
  async remover(@Param('token') token: string, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<void> {
    if (!(await this.tokens.revogar(token, usuario.id))) {
      throw new ForbiddenError('Não é possível encerrar a sessão de outro usuário');
    }
  }

  @Post('oauth/authorize')
  @Publico()
  @HttpCode(200)
  @ApiTags('Chat')
  @ApiOperation({ summary: 'Login do chat (grupos 3 a 7): devolve o redirect com code e state' })
  @ApiOkResponse({ type: OauthRespostaDto })
  @ApiErrosCampos('Usuário, senha ou redirect_uri ausentes ou inválidos')
  @ApiUnauthorizedResponse({ type: ErroDto, description: 'Usuário ou senha inválidos' })
  @ApiTooManyRequestsResponse({ type: ErroDto, description: 'Muitas tentativas sem sucesso' })
  @ApiProibido('Você não tem permissão para usar o chat')
  async oauth(@Body() body: OauthBodyDto, @Origem() origem: string): Promise<OauthRespostaDto> {
    const usuario = await this.casos.autenticar().executar(body.session, origem);
    autorizarChat(usuario);
    validarRedirectUri(body.redirect_uri); // before a session is opened for it
    const { token } = await this.tokens.emitir(usuario.id, `chat ${origem}`);
    return { redirect: montarRedirectChat(body.redirect_uri, token, body.state) };
  }
}

import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { ForbiddenError, GRUPOS_STAFF, type ChatGateway } from '@gr/domain';
import { Autenticado, SomenteGrupos, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { TokenService } from '../../../shared/auth/token.service.js';
import { ApiErrosCampos, ApiProibido } from '../../../shared/http/api-docs.decorator.js';

export const CHAT_GATEWAY = Symbol('CHAT_GATEWAY');

class ChatTokenBodyDto {
  @ApiProperty({ description: 'O code recebido no redirect do /oauth/authorize (token da sessão)' })
  @IsDefined({ message: 'não pode ficar em branco' }) @MaxLength(4000, { message: 'deve ter no máximo 4000 caracteres' }) @IsString({ message: 'deve ser um texto' })
  authToken!: string;
}
class ChatTokenDto {
  @ApiProperty() authToken!: string;
  @ApiProperty({ example: 'gr-4-6' }) userId!: string;
}
class ChatGrupoDto {
  @ApiProperty() id!: string;
  @ApiProperty() nome!: string;
}

/** Chat integration (spec 03 §7 "Chat"), staff groups 3–7 only (on each call, so Swagger lists every 403 reason). */
@ApiTags('Chat')
@Autenticado()
@Controller('integracao/chat')
export class ChatController {
  constructor(@Inject(CHAT_GATEWAY) private readonly chat: ChatGateway, private readonly tokens: TokenService) {}

  @Post('getToken')
  @SomenteGrupos(...GRUPOS_STAFF)
  @HttpCode(200)
  @ApiOperation({ summary: 'Troca o code do login do chat pelo token do chat' })
  @ApiOkResponse({ type: ChatTokenDto })
  @ApiErrosCampos('authToken ausente')
  @ApiProibido('O código informado pertence a outro usuário')
  async getToken(@Body() body: ChatTokenBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ChatTokenDto> {
    const dono = await this.tokens.autenticar(body.authToken);
    if (dono.id !== eu.id) throw new ForbiddenError('O código informado pertence a outro usuário');
    return this.chat.entrar(eu);
  }

  @Get('getGroups/:authToken/:userId')
  @SomenteGrupos(...GRUPOS_STAFF)
  @ApiOperation({ summary: 'Grupos do chat do usuário da sessão' })
  @ApiParam({ name: 'authToken', type: String, description: 'Token do chat (getToken)' })
  @ApiParam({ name: 'userId', type: String, example: 'gr-4-6', description: 'Usuário do chat (getToken)' })
  @ApiOkResponse({ type: [ChatGrupoDto] })
  @ApiProibido('Usuário do chat não corresponde à sessão, ou token do chat inválido ou expirado')
  async getGroups(@Param('authToken') authToken: string, @Param('userId') userId: string, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ChatGrupoDto[]> {
    if (!userId.startsWith(`gr-${eu.id}-`)) throw new ForbiddenError('Usuário do chat não corresponde à sessão');
    const grupos = await this.chat.grupos(authToken, userId);
    if (!grupos) throw new ForbiddenError('Token do chat inválido ou expirado');
    return grupos;
  }
}

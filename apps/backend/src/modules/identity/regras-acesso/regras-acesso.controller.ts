import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsArray, IsDefined } from 'class-validator';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { UsersQueries } from '../users/users.queries.js';
import { IsInt4 } from '../../../shared/http/validation.js';
import { IdentityUseCases } from '../identity.providers.js';
import { RegrasAcessoQueries } from './regras-acesso.queries.js';

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
  constructor(private readonly queries: RegrasAcessoQueries, private readonly usuarios: UsersQueries, private readonly casos: IdentityUseCases) {}

  @Get('get_controllers')
  @Acesso('usuarios', 'regras_acesso')
  @ApiOperation({ summary: 'Controladores (telas e áreas) que têm regras de acesso' })
  @ApiOkResponse({ type: [ControladorDto] })
  controllers(): Promise<ControladorDto[]> {
    return this.queries.controladores();
  }

  @Get('get_functions_controllers_by_controller/:id')
  @Acesso('usuarios', 'regras_acesso')
  @ApiOperation({ summary: 'Funções do controlador' })
  @ApiIds()
  @ApiOkResponse({ type: [FuncaoControladorDto] })
  @ApiNaoEncontrado('Controlador não encontrado')
  funcoes(@Param('id', IdPipe) id: number): Promise<FuncaoControladorDto[]> {
    return this.queries.funcoesDoControlador(id);
  }

  @Get('users/get_regras_acesso/:id')
  @Acesso('usuarios', 'regras_acesso')
  @ApiOperation({ summary: 'Regras de acesso do usuário: cada controlador com as suas funções, marcando as permitidas' })
  @ApiIds()
  @ApiOkResponse({ type: RegrasAcessoDto })
  @ApiNaoEncontrado('Usuário não encontrado')
  async regras(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RegrasAcessoDto> {
    const u = await this.usuarios.detalhe(id, eu.escopo);
    const { controladores, funcoes, selecionadas } = await this.queries.regrasDoUsuario(id);
    const marcadas = new Set<number>(selecionadas);
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
    await this.casos.atualizarRegrasAcesso().executar(eu, alvo, body.funcoes);
    return { message: 'Regras de acesso atualizadas com sucesso' };
  }
}

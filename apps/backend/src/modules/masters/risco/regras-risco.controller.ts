import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Allow, IsObject, IsOptional } from 'class-validator';
import type { Response } from 'express';
import {
  exigirCliente, GRID_REGRAS_RISCO, LOGICOS_REGRA_RISCO, MENSAGENS_REGRA_RISCO, OPCOES_REGRA_RISCO, OPERADORES_REGRA_RISCO, PONTUACAO_INICIAL_REGRA, PONTUACAO_RESET_REGRA,
  pontuarViagem, TIPOS_VIAGEM, ValidationError,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Booleano, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Inteiro, Texto } from '../comum/dto.js';
import { idDaQuery } from '../comum/escopo.js';
import { MastersUseCases } from '../masters.providers.js';
import { RegrasRiscoQueries } from './regras-risco.queries.js';

export class CondicaoRegraDto {
  @CampoNulo(String, { enum: [...LOGICOS_REGRA_RISCO], description: 'Liga esta condição à anterior (null na primeira)' }) logico!: string | null;
  @Campo({ enum: OPCOES_REGRA_RISCO.map((o) => o.nome) }) opcao!: string;
  @Campo({ enum: OPERADORES_REGRA_RISCO.map((o) => o.nome), description: 'igual, maior, menor' }) operador!: string;
  @Campo() valor!: number;
}
export class RegraRiscoInputDto {
  @Id({ description: 'Com id: altera a regra; sem id: cria' }) id?: number | null;
  @IdObrigatorio() cliente_id!: number;
  @Texto({ maxLength: 150 }) descricao?: string | null;
  @Texto({ example: 'telemonitorado = 1 E distancia > 500', description: 'Expressão: opções telemonitorado, distancia, tipo_viagem_id; =, >, <; E / OU; parênteses' }) definicao?: string | null;
  @ApiPropertyOptional({ type: [CondicaoRegraDto], description: 'Linhas do construtor (alternativa a definicao)' })
  @IsOptional()
  @Allow()
  condicoes?: CondicaoRegraDto[] | null;
  @Inteiro({ description: `Pontos (0 a 1000); padrão ${PONTUACAO_INICIAL_REGRA}` }) pontos?: number | null;
  @Booleano({ default: true }) ativo?: boolean;
}
export class RegraRiscoBodyDto {
  @Envelope(RegraRiscoInputDto) regras_risco!: RegraRiscoInputDto;
}
export class ParametroRegraDto {
  @Campo() nome!: string;
  @Campo() valor!: number;
}
export class RegraRiscoDto {
  @Campo() id!: number;
  @Campo() cliente_id!: number;
  @Campo() cliente!: string;
  @CampoNulo(String) descricao!: string | null;
  @Campo({ example: 'telemonitorado = 1 E distancia > 500' }) definicao!: string;
  @ApiProperty({ type: [Number], description: 'ids das opções usadas (1 telemonitorado, 2 distancia, 3 tipo_viagem_id)' }) referencias!: number[];
  @ApiProperty({ type: [ParametroRegraDto] }) parametros!: ParametroRegraDto[];
  @ApiProperty({ type: [CondicaoRegraDto], nullable: true, description: 'Linhas para recarregar no construtor; null se a expressão tem parênteses' }) condicoes!: CondicaoRegraDto[] | null;
  @Campo() pontos!: number;
  @Campo() ativo!: boolean;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class RegrasRiscoPageDto extends GridPageDto {
  @ApiProperty({ type: [RegraRiscoDto] }) rows!: RegraRiscoDto[];
}
class OpcaoRegraDto {
  @Campo() id!: number;
  @Campo() nome!: string;
  @Campo() descricao!: string;
  @Campo({ enum: ['checkbox', 'numero', 'select'] }) tipo!: string;
}
class OperadorRegraDto {
  @Campo() simbolo!: string;
  @Campo() nome!: string;
  @Campo() descricao!: string;
}
class TipoViagemDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
}
export class ItensRegraRiscoDto {
  @ApiProperty({ type: [OpcaoRegraDto] }) opcoes!: OpcaoRegraDto[];
  @ApiProperty({ type: [OperadorRegraDto] }) operadores!: OperadorRegraDto[];
  @ApiProperty({ type: [String], example: ['E', 'OU'] }) logicos!: string[];
  @ApiProperty({ type: [TipoViagemDto], description: 'Opções do select tipo_viagem_id (provisórias)' }) tipos_viagem!: TipoViagemDto[];
  @Campo({ example: 10 }) pontuacao_inicial!: number;
  @Campo({ example: 0 }) pontuacao_reset!: number;
}
export class PontuarBodyDto {
  @IdObrigatorio() cliente_id!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { telemonitorado: true, distancia: 900, tipo_viagem_id: 2 } })
  @IsObject({ message: 'deve ser um objeto' })
  viagem!: Record<string, unknown>;
}
export class PontuacaoDto {
  @Campo() pontos!: number;
  @ApiProperty({ type: [Number], description: 'Regras atendidas' }) regras!: number[];
}

/**
 * Risk rules (spec 03 §3 "Risk rule", §4; spec 02 §7: create_regras_risco, carrega_regra_risco,
 * carrega_regra_risco_itens under /api/monitoramentos). The expression is parsed by the domain
 * (libs/domain/src/masters/risco.ts), stored in canonical form and given back with the builder's
 * rows. Access rule regras_risco; the rules of a client outside the user's scope are 403.
 */
@ApiTags('Regras de risco')
@Autenticado()
@Controller()
export class RegrasRiscoController {
  constructor(private readonly queries: RegrasRiscoQueries, private readonly casos: MastersUseCases) {}

  @Get('monitoramentos/carrega_regra_risco_itens')
  @Acesso('regras_risco', 'index')
  @ApiOperation({ summary: 'Opções, comparadores e operadores lógicos do construtor de regras; pontuação inicial 10, reset 0' })
  @ApiOkResponse({ type: ItensRegraRiscoDto })
  itens(): ItensRegraRiscoDto {
    return {
      opcoes: OPCOES_REGRA_RISCO.map((o) => ({ ...o })),
      operadores: OPERADORES_REGRA_RISCO.map((o) => ({ ...o })),
      logicos: [...LOGICOS_REGRA_RISCO],
      tipos_viagem: TIPOS_VIAGEM.map((t) => ({ ...t })),
      pontuacao_inicial: PONTUACAO_INICIAL_REGRA,
      pontuacao_reset: PONTUACAO_RESET_REGRA,
    };
  }

  @Get('monitoramentos/carrega_regra_risco')
  @Acesso('regras_risco', 'index')
  @ApiOperation({ summary: 'Regras de risco do cliente (para recarregar no construtor)' })
  @ApiQuery({ name: 'cliente_id', type: Number, required: true })
  @ApiOkResponse({ type: [RegraRiscoDto] })
  @ApiErrosCampos("cliente_id ausente ('Cliente não selecionado') ou inválido")
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  async carregar(@Query('cliente_id') bruto: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RegraRiscoDto[]> {
    const clienteId = idDaQuery(bruto, 'cliente_id');
    if (!clienteId) throw ValidationError.campo('cliente_id', 'Cliente não selecionado');
    exigirCliente(eu.escopo, clienteId);
    return (await this.queries.doCliente(clienteId)) as RegraRiscoDto[];
  }

  @Post('monitoramentos/create_regras_risco')
  @Acesso('regras_risco', 'create')
  @ApiOperation({ summary: 'Cria (sem id) ou altera (com id) a regra; expressão inválida → 400 em definicao nomeando o termo' })
  @ApiCreatedResponse({ type: RegraRiscoDto })
  @ApiErrosCampos('Campos da regra; expressão inválida em definicao nomeando o termo; cliente_id não encontrado')
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  @ApiNaoEncontrado('Regra de risco não encontrada (id de outro cliente)')
  async salvar(@Body() body: RegraRiscoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RegraRiscoDto> {
    const { id, cliente_id, ...dados } = body.regras_risco;
    const salva = await this.casos.salvarRegraRisco().executar(eu.escopo, cliente_id, dados, id);
    return (await this.queries.uma(salva, eu.escopo)) as RegraRiscoDto;
  }

  @Get('regras_risco')
  @Acesso('regras_risco', 'index')
  @ApiOperation({ summary: 'Grid das regras de risco (18 linhas); filtre por cliente_id' })
  @ApiGrid(GRID_REGRAS_RISCO, RegrasRiscoPageDto)
  async index(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: q, spec: GRID_REGRAS_RISCO, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'regras_risco',
      consultar: (g, exportar) => this.queries.grid(g, eu.escopo, exportar),
    });
  }

  @Delete('regras_risco/:id')
  @Acesso('regras_risco', 'destroy')
  @ApiOperation({ summary: 'Remove regra de risco' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado('Regra de risco não encontrada')
  @ApiProibido("'Não há permissão': regra de cliente fora do alcance do usuário")
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.excluirRegraRisco().executar(eu.escopo, id);
    return { message: MENSAGENS_REGRA_RISCO.removida };
  }

  @Post('regras_risco/pontuar')
  @Acesso('regras_risco', 'show')
  @ApiOperation({ summary: 'Pontua uma viagem (objeto simples) pelas regras ativas do cliente' })
  @ApiCreatedResponse({ type: PontuacaoDto })
  @ApiErrosCampos('cliente_id ou viagem ausentes ou inválidos')
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  async pontuar(@Body() body: PontuarBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PontuacaoDto> {
    exigirCliente(eu.escopo, body.cliente_id);
    const regras = await this.queries.paraPontuar(body.cliente_id);
    const r = pontuarViagem(body.viagem, regras);
    return { pontos: r.pontos, regras: r.regras.map((x) => x.id!) };
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BusinessRuleError, exigirUsuarioDaPosicaoFalsa, janelaHistorico, montarPosicaoFalsa, ValidationError, type JanelaHistorico } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { PosicoesQueries } from './posicoes.queries.js';
import { VeiculoVisivelQueries } from './veiculo-visivel.queries.js';
import { HistoricoPosicoesDto, LeiturasHistoricoDto, PosicaoFalsaBodyDto, RastreadorVeiculoDto, UltimaPosicaoDto } from './posicoes.dto.js';
import { ResultadoRecebimentoDto } from './telemetria.dto.js';
import { resumo, TelemetriaUseCases } from './telemetria.providers.js';

export class PosicaoFalsaEnviadaDto extends ResultadoRecebimentoDto {
  @ApiProperty({ example: 'Posição falsa enviada' }) message!: string;
}

const PERIODO = [
  ApiQuery({ name: 'horas', required: false, type: Number, enum: [1, 2, 4, 6, 24], description: 'Últimas N horas (padrão 1)' }),
  ApiQuery({ name: 'inicio', required: false, type: String, description: 'Início do período (ISO 8601 com fuso); no máximo 24 h até o fim', example: '2026-11-22T06:00:00-03:00' }),
  ApiQuery({ name: 'fim', required: false, type: String, description: 'Fim do período (padrão: agora)', example: '2026-11-22T08:00:00-03:00' }),
];
const comPeriodo = (): MethodDecorator => (alvo, chave, desc) => {
  for (const d of PERIODO) d(alvo, chave, desc);
};

/**
 * The reads of telemetry (issue 11; spec 02 §7 Maps, spec 01 §7.1): a terminal's positions in a
 * history window, a vehicle's last position and readings, its readings history. A client user
 * reaches only vehicles actively linked to its clients; anything else is 404, as if it did not exist.
 */
@ApiTags('Telemetria')
@Autenticado()
@Controller()
export class PosicoesController {
  constructor(private readonly casos: TelemetriaUseCases, private readonly queries: PosicoesQueries, private readonly veiculos: VeiculoVisivelQueries) {}

  @Get('veiculos/posicoes')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'Posições de um terminal numa janela do histórico (1, 2, 4, 6 ou 24 h, ou início e fim)' })
  @ApiQuery({ name: 'terminal_id', required: true, type: String, description: 'Número do terminal', example: '4578123' })
  @comPeriodo()
  @ApiOkResponse({ type: HistoricoPosicoesDto })
  @ApiErrosCampos('terminal_id ausente, janela fora de 1/2/4/6/24 h, datas sem fuso ou período acima de 24 h')
  @ApiNaoEncontrado('Terminal não encontrado (ou de veículo de outro cliente)')
  async posicoes(@Query() q: Record<string, unknown>, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<HistoricoPosicoesDto> {
    const terminal = typeof q.terminal_id === 'string' ? q.terminal_id.trim() : '';
    if (!terminal) throw ValidationError.campo('terminal_id', 'não pode ficar em branco');
    const janela = janelaHistorico(q, new Date());
    const v = await this.veiculos.buscar(usuario, { terminal }, 'Terminal não encontrado');
    return this.queries.historico(terminal, v, janela);
  }

  @Post('veiculos/posicao_falsa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Posição falsa: manda uma posição com os periféricos escolhidos para um veículo (só o usuário 1)' })
  @ApiOkResponse({ type: PosicaoFalsaEnviadaDto })
  @ApiErrosCampos('placa em branco; latitude/longitude inválidas ou ausentes num veículo sem posição')
  @ApiProibido('Somente o usuário 1 pode enviar posição falsa')
  @ApiNaoEncontrado('Veículo não encontrado')
  @ApiRegraNegocio('O veículo não tem terminal cadastrado')
  async posicaoFalsa(@Body() body: PosicaoFalsaBodyDto, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<PosicaoFalsaEnviadaDto> {
    exigirUsuarioDaPosicaoFalsa(usuario.id);
    const placa = (body.placa ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (!placa) throw ValidationError.campo('placa', 'não pode ficar em branco');
    const v = await this.veiculos.buscar(usuario, { placa }, 'Veículo não encontrado');
    if (!v.terminal) throw new BusinessRuleError('O veículo não tem terminal cadastrado');
    const ultima = await this.queries.coordenadasDaUltima(v.id);
    const posicao = montarPosicaoFalsa(body.posicao_falsa, v.terminal, ultima, new Date());
    const r = await this.casos.receberPosicoes().executar([{ ok: true, posicao }]);
    return { message: r.gravadas ? 'Posição falsa enviada' : 'A posição falsa não foi gravada', ...resumo(r) };
  }

  @Get('veiculos/:id/leituras')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'Histórico das leituras de periféricos de um veículo numa janela (1, 2, 4, 6 ou 24 h, ou início e fim)' })
  @ApiIds()
  @comPeriodo()
  @ApiOkResponse({ type: LeiturasHistoricoDto })
  @ApiNaoEncontrado('Veículo não encontrado (ou de outro cliente)')
  async leituras(@Param('id', IdPipe) id: number, @Query() q: Record<string, unknown>, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<LeiturasHistoricoDto> {
    const janela: JanelaHistorico = janelaHistorico(q, new Date());
    const v = await this.veiculos.buscar(usuario, { id }, 'Veículo não encontrado');
    return this.queries.leituras(v, janela);
  }

  @Get('veiculos/:id/rastreador')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'O que o rastreador mandou sem mudar a posição do veículo: último batimento e posições filtradas, com o motivo' })
  @ApiIds()
  @ApiOkResponse({ type: RastreadorVeiculoDto })
  @ApiNaoEncontrado('Veículo não encontrado (ou de outro cliente)')
  async rastreador(@Param('id', IdPipe) id: number, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<RastreadorVeiculoDto> {
    return this.queries.rastreador(await this.veiculos.buscar(usuario, { id }, 'Veículo não encontrado'));
  }

  @Get('check_lists/ultima_posicao/:veiculo_id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Última posição e última leitura de cada periférico de um veículo (checklist)' })
  @ApiIds('veiculo_id')
  @ApiOkResponse({ type: UltimaPosicaoDto })
  @ApiNaoEncontrado('Veículo não encontrado (ou de outro cliente)')
  async ultimaPosicao(@Param('veiculo_id', IdPipe) veiculoId: number, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<UltimaPosicaoDto> {
    return this.queries.ultimaPosicao(await this.veiculos.buscar(usuario, { id: veiculoId }, 'Veículo não encontrado'));
  }
}

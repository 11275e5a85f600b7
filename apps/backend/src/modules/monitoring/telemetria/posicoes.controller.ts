import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { BusinessRuleError, exigirUsuarioDaPosicaoFalsa, janelaHistorico, montarPosicaoFalsa, MOTIVOS_FILTRO, perifericoPorId, violacao, ValidationError, type JanelaHistorico, type MotivoFiltro } from '@gr/domain';
import { kx, linhaJson } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { veiculoVisivel } from './veiculo-visivel.js';
import { HistoricoPosicoesDto, LeiturasHistoricoDto, PosicaoFalsaBodyDto, RastreadorVeiculoDto, UltimaPosicaoDto } from './posicoes.dto.js';
import { ResultadoRecebimentoDto } from './telemetria.dto.js';
import { resumo, TelemetriaUseCases } from './telemetria.providers.js';

export class PosicaoFalsaEnviadaDto extends ResultadoRecebimentoDto {
  @ApiProperty({ example: 'Posição falsa enviada' }) message!: string;
}

const MAXIMO_POSICOES = 10_000;

const PERIODO = [
  ApiQuery({ name: 'horas', required: false, type: Number, enum: [1, 2, 4, 6, 24], description: 'Últimas N horas (padrão 1)' }),
  ApiQuery({ name: 'inicio', required: false, type: String, description: 'Início do período (ISO 8601 com fuso); no máximo 24 h até o fim', example: '2026-11-22T06:00:00-03:00' }),
  ApiQuery({ name: 'fim', required: false, type: String, description: 'Fim do período (padrão: agora)', example: '2026-11-22T08:00:00-03:00' }),
];
const comPeriodo = (): MethodDecorator => (alvo, chave, desc) => {
  for (const d of PERIODO) d(alvo, chave, desc);
};

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d === null || d === undefined ? null : new Date(String(d)).toISOString());

/**
 * The reads of telemetry (issue 11; spec 02 §7 Maps, spec 01 §7.1): a terminal's positions in a
 * history window, a vehicle's last position and readings, its readings history. A client user
 * reaches only vehicles actively linked to its clients; anything else is 404, as if it did not exist.
 */
@ApiTags('Telemetria')
@Autenticado()
@Controller()
export class PosicoesController {
  constructor(private readonly em: EntityManager, private readonly casos: TelemetriaUseCases) {}

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
    const v = await veiculoVisivel(this.em, usuario, (qb) => qb.where('v.terminal', terminal), 'Terminal não encontrado');
    const posicoes = await kx(this.em)('posicoes')
      .where({ terminal, veiculo_id: v.id })
      .where('valida', true) // a fix the unit flagged invalid is no place the vehicle was
      .whereBetween('data_posicao', [janela.inicio, janela.fim])
      .orderBy('data_posicao')
      .limit(MAXIMO_POSICOES)
      .select('data_posicao', 'latitude', 'longitude', 'velocidade', 'direcao', 'ignicao', 'leituras');
    return {
      terminal,
      veiculo_id: v.id,
      placa: v.placa,
      inicio: janela.inicio.toISOString(),
      fim: janela.fim.toISOString(),
      posicoes: posicoes.map((p: Record<string, unknown>) => ({ ...(linhaJson(p) as object), data_posicao: iso(p.data_posicao)! }) as HistoricoPosicoesDto['posicoes'][number]),
    };
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
    const v = await veiculoVisivel(this.em, usuario, (qb) => qb.where('v.placa', placa), 'Veículo não encontrado');
    if (!v.terminal) throw new BusinessRuleError('O veículo não tem terminal cadastrado');
    const ultima = (await kx(this.em)('ultimas_posicoes').where('veiculo_id', v.id).first('latitude', 'longitude')) as { latitude: number; longitude: number } | undefined;
    const posicao = montarPosicaoFalsa(body.posicao_falsa, v.terminal, ultima ?? null, new Date());
    const r = await this.casos.receberPosicoes(this.em).executar([{ ok: true, posicao }]);
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
    const v = await veiculoVisivel(this.em, usuario, (qb) => qb.where('v.id', id), 'Veículo não encontrado');
    const linhas = await kx(this.em)('posicoes')
      .where('veiculo_id', v.id)
      .whereNotNull('leituras')
      .whereBetween('data_posicao', [janela.inicio, janela.fim])
      .orderBy('data_posicao')
      .limit(MAXIMO_POSICOES)
      .select('data_posicao', 'leituras');
    return {
      veiculo_id: v.id,
      inicio: janela.inicio.toISOString(),
      fim: janela.fim.toISOString(),
      leituras: linhas.map((l: { data_posicao: Date; leituras: Record<string, number> }) => ({ data_posicao: iso(l.data_posicao)!, leituras: l.leituras })),
    };
  }

  @Get('veiculos/:id/rastreador')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'O que o rastreador mandou sem mudar a posição do veículo: último batimento e posições filtradas, com o motivo' })
  @ApiIds()
  @ApiOkResponse({ type: RastreadorVeiculoDto })
  @ApiNaoEncontrado('Veículo não encontrado (ou de outro cliente)')
  async rastreador(@Param('id', IdPipe) id: number, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<RastreadorVeiculoDto> {
    const v = await veiculoVisivel(this.em, usuario, (qb) => qb.where('v.id', id), 'Veículo não encontrado');
    const db = kx(this.em);
    const [contato, filtradas] = await Promise.all([
      db('ultimos_contatos').where('veiculo_id', v.id).first('data_contato', 'data_recebida', 'bateria', 'carregando', 'atributos'),
      db('posicoes_filtradas').where('veiculo_id', v.id).orderBy('data_recebida', 'desc').orderBy('id', 'desc').limit(50)
        .select('data_recebida', 'data_posicao', 'latitude', 'longitude', 'motivo'),
    ]);
    return {
      veiculo_id: v.id,
      terminal: v.terminal,
      ultimo_contato: contato ? { ...contato, data_contato: iso(contato.data_contato)!, data_recebida: iso(contato.data_recebida)! } : null,
      posicoes_filtradas: filtradas.map((f: { data_recebida: Date; data_posicao: Date | null; latitude: number | null; longitude: number | null; motivo: MotivoFiltro }) => ({
        ...f,
        data_recebida: iso(f.data_recebida)!,
        data_posicao: iso(f.data_posicao),
        descricao: MOTIVOS_FILTRO[f.motivo] ?? f.motivo,
      })),
    };
  }

  @Get('check_lists/ultima_posicao/:veiculo_id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Última posição e última leitura de cada periférico de um veículo (checklist)' })
  @ApiIds('veiculo_id')
  @ApiOkResponse({ type: UltimaPosicaoDto })
  @ApiNaoEncontrado('Veículo não encontrado (ou de outro cliente)')
  async ultimaPosicao(@Param('veiculo_id', IdPipe) veiculoId: number, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<UltimaPosicaoDto> {
    const v = await veiculoVisivel(this.em, usuario, (qb) => qb.where('v.id', veiculoId), 'Veículo não encontrado');
    const db = kx(this.em);
    const [u, leituras] = await Promise.all([
      db('ultimas_posicoes').where('veiculo_id', v.id).first(),
      db('ultimas_leituras').where('veiculo_id', v.id).orderBy('periferico_id').select('periferico_id', 'valor', 'data_posicao'),
    ]);
    return {
      veiculo_id: v.id,
      placa: v.placa,
      terminal: u?.terminal ?? v.terminal,
      data_posicao: iso(u?.data_posicao),
      data_recebida: iso(u?.data_recebida),
      latitude: u?.latitude ?? null,
      longitude: u?.longitude ?? null,
      velocidade: u?.velocidade ?? null,
      direcao: u?.direcao ?? null,
      ignicao: u?.ignicao ?? null,
      leituras: leituras.map((l: { periferico_id: number; valor: number; data_posicao: Date }) => ({
        periferico_id: l.periferico_id,
        descricao: perifericoPorId(l.periferico_id)?.descricao ?? `Periférico ${l.periferico_id}`,
        valor: l.valor,
        violacao: violacao({ periferico_id: l.periferico_id, valor: l.valor === 1 ? 1 : 0 }),
        data_posicao: iso(l.data_posicao)!,
      })),
    };
  }
}

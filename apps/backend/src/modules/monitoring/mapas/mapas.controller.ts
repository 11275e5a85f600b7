import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { exigirMapaCompleto, JANELAS_HISTORICO_HORAS, janelaDoHistoricoDaViagem, MAPA_VIAGEM, MENSAGENS_MAPA, MENSAGENS_VIAGEM } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { ESCOPO_LEITURA } from '../viagens/viagens.dto.js';
import { DesvioRotaDto, HistoricoDaViagemDto, PontosProximosDto, PosicaoMapaDto } from './mapas.dto.js';
import { MapasViagemQueries } from './mapas.queries.js';

const GRUPO_8 = `Grupo 8 (cliente): '${MENSAGENS_MAPA.restrito}'`;

/**
 * The trip's position map (issue 22; spec 02 §2 "/monitoramento/posicionamento/{id}", §3 "Map
 * data", §6, §7 "Maps", §9): the vehicle's position with the route (origin, destination, stops,
 * line), the registered points near the vehicle, the route deviations and the vehicle's history
 * in the trip. Anyone who may read the trip (exigirLeituraViagem: staff, its client, the shipper
 * manager of its shipper) sees the map; group 8 without the route line, the nearby points and the
 * deviations. Two-segment paths, so the trip form's `monitoramentos/:id` never takes them.
 */
@ApiTags('Mapas da viagem')
@Autenticado()
@Controller('monitoramentos')
export class MapasViagemController {
  constructor(private readonly queries: MapasViagemQueries) {}

  @Get(':id/posicao_mapa')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({
    summary: 'Mapa de posição da SM: a posição do veículo, a origem, o destino, as paradas previstas, a rota e o terminal; o traçado não vai para o grupo 8',
  })
  @ApiIds()
  @ApiOkResponse({ type: PosicaoMapaDto })
  @ApiProibido(ESCOPO_LEITURA)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async posicaoMapa(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PosicaoMapaDto> {
    const v = await this.queries.viagem(id, eu);
    return this.queries.posicaoMapa(v, eu.grupo_usuario_id, new Date());
  }

  @Get(':id/pontos_proximos')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: `Pontos cadastrados (do cliente da SM e de todos) a até ${MAPA_VIAGEM.raioPontosProximosKm} km da posição do veículo, do mais perto ao mais longe, com a distância` })
  @ApiIds()
  @ApiOkResponse({ type: PontosProximosDto })
  @ApiProibido(`${ESCOPO_LEITURA}; ${GRUPO_8}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async pontosProximos(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PontosProximosDto> {
    const v = await this.queries.viagem(id, eu);
    exigirMapaCompleto(eu.grupo_usuario_id);
    return this.queries.pontosProximos(v, new Date());
  }

  @Get(':id/desvio_rota')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Desvios de rota da SM, mais novos primeiro: onde o veículo estava, o ponto da rota mais perto e a distância (km); fim nulo: ainda em desvio' })
  @ApiIds()
  @ApiOkResponse({ type: [DesvioRotaDto] })
  @ApiProibido(`${ESCOPO_LEITURA}; ${GRUPO_8}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async desvioRota(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<DesvioRotaDto[]> {
    const v = await this.queries.viagem(id, eu);
    exigirMapaCompleto(eu.grupo_usuario_id);
    return this.queries.desvios(v);
  }

  @Get(':id/ultimas_posicoes')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({
    summary: 'Histórico do veículo na SM: as posições das últimas N horas da viagem (até agora, ou até o fim dela), nunca antes do início; da mais antiga à mais nova',
  })
  @ApiIds()
  @ApiQuery({ name: 'horas', required: false, type: Number, enum: [...JANELAS_HISTORICO_HORAS], description: 'Janela do histórico em horas (padrão 1)' })
  @ApiOkResponse({ type: HistoricoDaViagemDto })
  @ApiErrosCampos("horas fora de 1, 2, 4, 6 e 24: 'deve ser 1, 2, 4, 6 ou 24'")
  @ApiProibido(ESCOPO_LEITURA)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async ultimasPosicoes(@Param('id', IdPipe) id: number, @Query('horas') horas: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<HistoricoDaViagemDto> {
    const v = await this.queries.viagem(id, eu);
    const { horas: h, janela } = janelaDoHistoricoDaViagem(horas, v, new Date());
    return { horas: h, inicio: janela?.inicio.toISOString() ?? null, fim: janela?.fim.toISOString() ?? null, posicoes: await this.queries.historico(v, janela) };
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAXIMO_PONTOS_TRILHA, MENSAGENS_VIAGEM } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { ESCOPO_LEITURA } from '../viagens/viagens.dto.js';
import { LinhaDoTempoDto } from './linha-do-tempo.dto.js';
import { LinhaDoTempoQueries } from './linha-do-tempo.queries.js';

/**
 * The trip's timeline (issue 22): one answer with everything the page /monitoramento/linha_do_tempo
 * and the PDF's section need — the SM, its map, its track and its items in time order. Read rule
 * of every trip read (exigirLeituraViagem); group 8 as on the position map (decision 41).
 */
@ApiTags('Mapas da viagem')
@Autenticado()
@Controller('monitoramentos')
export class LinhaDoTempoController {
  constructor(private readonly queries: LinhaDoTempoQueries) {}

  @Get(':id/linha_do_tempo')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({
    summary: 'Linha do tempo da SM: eventos do histórico (ciclo de vida, situações, desvios, paradas, pânico, perda de sinal), ocorrências, observações, comandos, mensagens e liberações, do mais antigo ao mais novo, com a trilha do veículo e a rota para o mapa',
    description:
      `A trilha são as posições válidas do veículo entre o início e o fim da viagem (ou agora); acima de ${MAXIMO_PONTOS_TRILHA.toLocaleString('pt-BR')} posições ela é afinada por igual ` +
      '(uma a cada N, a primeira e a última sempre), e `trilha.total` diz quantas havia. As posições não são itens. O grupo 8 (cliente) recebe o mapa sem o traçado da rota ' +
      'e a linha do tempo sem os eventos de desvio e retorno à rota, como no mapa de posição.',
  })
  @ApiIds()
  @ApiOkResponse({ type: LinhaDoTempoDto })
  @ApiProibido(ESCOPO_LEITURA)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  linhaDoTempo(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<LinhaDoTempoDto> {
    return this.queries.linhaDoTempo(id, eu, new Date());
  }
}

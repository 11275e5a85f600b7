import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { BusinessRuleError, GRID_ROTAS, GRUPOS_STAFF, MENSAGENS_ROTA, MENSAGENS_ROTA_EXTRA } from '@gr/domain';
import { Acesso, Autenticado, SomenteGrupos, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { clienteDaQuery, termoDeBusca } from '../comum/escopo.js';
import { ApiPorId } from '../comum/dto.js';
import { MastersUseCases } from '../masters.providers.js';
import { PontoBuscaDto } from './pontos.dto.js';
import { PontosQueries } from './pontos.queries.js';
import {
  AtualizaRotaDto, ErroRoteamentoDto, GeojsonDisponivelDto, RotaBodyDto, RotaBuscaDto, RotaGeoJsonDto, RotaSalvaDto, RotasPageDto, RotaDto, RotaUtilizadaDto, TipoParadaDto,
  TracadoDto, TracarBodyDto,
} from './rotas.dto.js';
import { RotasProcessador } from './rotas.processador.js';
import { RotasQueries } from './rotas.queries.js';

const TERMO = { name: 'term', required: false, type: String, description: 'Parte da descrição' } as const;
const CLIENTE = { name: 'cliente_id', required: false, type: Number, description: 'Do cliente informado (e os de todos os clientes)' } as const;
const ApiErroRoteamento = () =>
  ApiRegraNegocio(
    "'Erro no ponto X (ponto não foi encontrado para roteamento)' / '(ponto com dados incorretos)' com indice e ponto_id; roteador fora: 'verifique os dados da rota'",
    ErroRoteamentoDto,
  );
const NAO_ENCONTRADA = { naoEncontrado: MENSAGENS_ROTA_EXTRA.rotaNaoEncontrada };
const OUTRO_CLIENTE = "'Não há permissão': rota de outro cliente";

/**
 * Routes (spec 03 §2 "Routes and points", §3 Route, §5, §7, §8): grid, form with the traced line,
 * pickers, the re-trace of `atualiza_rota` and the GeoJSON the maps draw. The line comes from the
 * Roteador port (OSRM with ROUTING_URL, offline otherwise), traced before anything is written.
 */
@ApiTags('Rotas')
@Autenticado()
@Controller('rotas')
export class RotasController {
  constructor(
    private readonly casos: MastersUseCases,
    private readonly queries: RotasQueries,
    private readonly pontos: PontosQueries,
    private readonly processador: RotasProcessador,
  ) {}

  @Get()
  @Acesso('rotas', 'index')
  @ApiOperation({ summary: 'Grid de rotas (18 linhas; 18/20/30/50/100); usuário de cliente vê as suas e as de todos os clientes' })
  @ApiGrid(GRID_ROTAS, RotasPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({ raw: query, spec: GRID_ROTAS, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'rotas', consultar: (q, x) => this.queries.grid(q, eu.escopo, x) });
  }

  @Get('find_rotas')
  @Acesso('rotas', 'index')
  @ApiOperation({ summary: 'Até 20 rotas ativas pela descrição' })
  @ApiQuery(TERMO)
  @ApiQuery(CLIENTE)
  @ApiOkResponse({ type: [RotaBuscaDto] })
  findRotas(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RotaBuscaDto[]> {
    return this.queries.buscar(eu.escopo, termoDeBusca(q.term, q.search), clienteDaQuery(q.cliente_id, eu.escopo));
  }

  @Get('find_pontos')
  @Acesso('rotas', 'index')
  @ApiOperation({ summary: 'Até 20 pontos pela descrição (origem, destino e paradas do formulário)' })
  @ApiQuery(TERMO)
  @ApiQuery(CLIENTE)
  @ApiOkResponse({ type: [PontoBuscaDto] })
  findPontos(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PontoBuscaDto[]> {
    return this.pontos.buscar(eu.escopo, termoDeBusca(q.term, q.search), clienteDaQuery(q.cliente_id, eu.escopo));
  }

  @Get('tipos_paradas')
  @Acesso('rotas', 'index')
  @ApiOperation({ summary: 'Tipos de parada (1 COLETA ... 8 FISCALIZAÇÃO)' })
  @ApiOkResponse({ type: [TipoParadaDto] })
  tiposParadas(): Promise<TipoParadaDto[]> {
    return this.queries.tiposParadas();
  }

  @Post('tracar')
  @HttpCode(200)
  @Acesso('rotas', 'index')
  @ApiOperation({ summary: 'Prévia da linha para o mapa do formulário (nada é gravado); mesmos erros de roteamento do salvar' })
  @ApiOkResponse({ type: TracadoDto })
  @ApiErrosCampos()
  @ApiErroRoteamento()
  async tracar(@Body() body: TracarBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<TracadoDto> {
    const t = await this.casos.tracarRota(eu.escopo).executar(body.rota, eu.escopo);
    return { geojson: t.geometria, distancia_km: Math.round(t.distancia_km * 100) / 100, duracao_s: Math.round(t.duracao_s), trechos_km: t.trechos_km.map((k) => Math.round(k * 100) / 100) };
  }

  @Get(':id')
  @Acesso('rotas', 'show')
  @ApiOperation({ summary: 'Rota pelo id, com origem, paradas, destino, distância e estado do traçado' })
  @ApiPorId(RotaDto, NAO_ENCONTRADA)
  @ApiProibido(OUTRO_CLIENTE)
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RotaDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Get(':id/geojson')
  @Acesso('rotas', 'show')
  @ApiOperation({ summary: "GeoJSON Feature da rota; 202 'A rota está sendo processada, aguarde...'; 422 com o erro do processamento" })
  @ApiPorId(RotaGeoJsonDto, NAO_ENCONTRADA)
  @ApiAcceptedResponse({ type: MensagemDto, description: "'A rota está sendo processada, aguarde...'" })
  @ApiProibido(OUTRO_CLIENTE)
  @ApiRegraNegocio('O traçado falhou: o erro do processamento')
  async geojson(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response): Promise<RotaGeoJsonDto | MensagemDto> {
    const r = await this.queries.detalhe(id, eu.escopo);
    if (r.processamento === 'ERRO') throw new BusinessRuleError(r.erro_processamento ?? MENSAGENS_ROTA.erroAtualizar);
    if (r.processamento === 'PROCESSANDO' || !r.geojson) {
      res.status(202);
      return { message: MENSAGENS_ROTA.processando };
    }
    return { type: 'Feature', properties: { id: r.id, descricao: r.descricao, distancia_km: r.distancia_km }, geometry: r.geojson };
  }

  @Get(':id/geojson_disponivel')
  @Acesso('rotas', 'show')
  @ApiOperation({ summary: 'O GeoJSON da rota já está pronto? Com o estado do processamento e o erro, se houve' })
  @ApiPorId(GeojsonDisponivelDto, NAO_ENCONTRADA)
  @ApiProibido(OUTRO_CLIENTE)
  async geojsonDisponivel(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<GeojsonDisponivelDto> {
    const r = await this.queries.detalhe(id, eu.escopo);
    return { geojson_disponivel: r.geojson_disponivel, processamento: r.processamento, erro_processamento: r.erro_processamento };
  }

  @Get(':id/rota_utilizada')
  @Acesso('rotas', 'show')
  @ApiOperation({ summary: 'A rota é usada em viagens? Com quantas' })
  @ApiPorId(RotaUtilizadaDto, NAO_ENCONTRADA)
  @ApiProibido(OUTRO_CLIENTE)
  async rotaUtilizada(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RotaUtilizadaDto> {
    await this.queries.detalhe(id, eu.escopo);
    const viagens = await this.casos.rotas.viagens(id);
    return { rota_utilizada: viagens > 0, viagens };
  }

  @Post()
  @Acesso('rotas', 'create')
  @ApiOperation({ summary: "Cadastra rota traçando origem → paradas → destino antes de gravar: 'Rota salva com sucesso'" })
  @ApiCreatedResponse({ type: RotaSalvaDto })
  @ApiErrosCampos("ponto_origem_id: 'não pode ficar em branco' / 'Adicione a origem antes das paradas'")
  @ApiErroRoteamento()
  async create(@Body() body: RotaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RotaSalvaDto> {
    const r = await this.casos.salvarRota(eu.escopo).executar(body.rota, eu.escopo, { username: eu.username });
    return { message: MENSAGENS_ROTA.salva, rota: await this.queries.detalhe(r.id, eu.escopo) };
  }

  @Patch(':id')
  @Acesso('rotas', 'update')
  @ApiOperation({ summary: "Altera rota: 'Rota atualizada com sucesso'; usuário de cliente numa rota usada em viagens → 422 'Não é possível atualizar esta rota'" })
  @ApiIds()
  @ApiOkResponse({ type: RotaSalvaDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(MENSAGENS_ROTA_EXTRA.rotaNaoEncontrada)
  @ApiProibido(OUTRO_CLIENTE)
  @ApiConflito()
  @ApiRegraNegocio("'Não é possível atualizar esta rota': usuário de cliente numa rota usada em viagens")
  @ApiErroRoteamento()
  async update(@Param('id', IdPipe) id: number, @Body() body: RotaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RotaSalvaDto> {
    await this.casos.salvarRota(eu.escopo).executar(body.rota, eu.escopo, { username: eu.username }, id);
    return { message: MENSAGENS_ROTA.atualizada, rota: await this.queries.detalhe(id, eu.escopo) };
  }

  @Delete(':id')
  @Acesso('rotas', 'destroy')
  @ApiOperation({ summary: 'Remove rota não usada em viagens' })
  @ApiPorId(MensagemDto, NAO_ENCONTRADA)
  @ApiProibido(OUTRO_CLIENTE)
  @ApiRegraNegocio("'Rota utilizada em viagens não pode ser removida'")
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.excluirRota().executar(id, eu.escopo);
    return { message: MENSAGENS_ROTA.removida };
  }

  @Post(':id/atualiza_rota')
  @HttpCode(200)
  @Acesso('rotas', 'update')
  @SomenteGrupos(...GRUPOS_STAFF)
  @ApiOperation({
    summary:
      "Equipe (grupos 3–7): com geojson (LineString) grava a linha ('Rota atualizada com sucesso'); sem, retraça em segundo plano → 202 " +
      "'Dados enviados para processamento, rota estará disponível em alguns segundos'",
  })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto, description: "Linha gravada: 'Rota atualizada com sucesso'" })
  @ApiAcceptedResponse({ type: MensagemDto, description: 'Retraçado em segundo plano' })
  @ApiErrosCampos('geojson que não é uma LineString válida')
  @ApiNaoEncontrado(MENSAGENS_ROTA_EXTRA.rotaNaoEncontrada)
  async atualizaRota(@Param('id', IdPipe) id: number, @Body() body: AtualizaRotaDto, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response): Promise<MensagemDto> {
    await this.queries.detalhe(id, eu.escopo);
    const r = await this.casos.atualizarRota().executar(id, body, { username: eu.username });
    if (r === 'gravada') return { message: MENSAGENS_ROTA.atualizada };
    this.processador.enfileirar(id);
    res.status(202);
    return { message: MENSAGENS_ROTA.enviada };
  }
}

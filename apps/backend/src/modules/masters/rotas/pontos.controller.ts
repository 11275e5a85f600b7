import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GRID_PONTOS, lerCoordenadas, MENSAGENS_PONTO, MENSAGENS_ROTA_EXTRA } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { idDaQuery } from '../comum/escopo.js';
import { ApiPorId } from '../comum/dto.js';
import { MastersUseCases } from '../masters.providers.js';
import { ErroPontoExistenteDto, GeocodificadoDto, PontoBodyDto, PontoDto, PontoSalvoDto, PontosPageDto, PontoVerificadoDto } from './pontos.dto.js';
import { PontosQueries } from './pontos.queries.js';

const COORDENADAS = [
  { name: 'latitude', required: true, type: Number, description: '-90 a 90' },
  { name: 'longitude', required: true, type: Number, description: '-180 a 180' },
] as const;
const NAO_ENCONTRADO = { naoEncontrado: MENSAGENS_ROTA_EXTRA.pontoNaoEncontrado };
const OUTRO_CLIENTE = "'Não há permissão': ponto de outro cliente";

/**
 * Points (spec 03 §2 "Routes and points", §3 Point, §4, §7): grid, form, the same-coordinates
 * check of the form and the geocoder. A client user reads its own and the global points and
 * writes only its own (403 'Não há permissão').
 */
@ApiTags('Pontos')
@Autenticado()
@Controller('pontos')
export class PontosController {
  constructor(private readonly casos: MastersUseCases, private readonly queries: PontosQueries) {}

  @Get()
  @Acesso('pontos', 'index')
  @ApiOperation({ summary: 'Grid de pontos (18 linhas); usuário de cliente vê os seus e os globais' })
  @ApiGrid(GRID_PONTOS, PontosPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({ raw: query, spec: GRID_PONTOS, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'pontos', consultar: (q, x) => this.queries.grid(q, eu.escopo, x) });
  }

  @Get('verificar_ponto')
  @Acesso('pontos', 'index')
  @ApiOperation({ summary: 'Ponto que o usuário pode atualizar nas mesmas coordenadas (6 casas), para o formulário oferecer a atualização' })
  @ApiQuery(COORDENADAS[0])
  @ApiQuery(COORDENADAS[1])
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Cliente do ponto em edição (equipe)' })
  @ApiOkResponse({ type: PontoVerificadoDto })
  @ApiErrosCampos('latitude/longitude ausentes ou fora da faixa')
  async verificar(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PontoVerificadoDto> {
    const c = lerCoordenadas(q);
    return { ponto: await this.queries.naCoordenada(c, eu.escopo, idDaQuery(q.cliente_id, 'cliente_id')) };
  }

  @Get('geocodificar')
  @Acesso('pontos', 'index')
  @ApiOperation({ summary: 'Nome do lugar: ponto conhecido mais próximo (no seu raio) ou cidade (até 60 km); null se nenhum' })
  @ApiQuery(COORDENADAS[0])
  @ApiQuery(COORDENADAS[1])
  @ApiOkResponse({ type: GeocodificadoDto })
  @ApiErrosCampos('latitude/longitude ausentes ou fora da faixa')
  async geocodificar(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<GeocodificadoDto> {
    return { nome: await this.casos.geocodificador(eu.escopo).nomear(lerCoordenadas(q)) };
  }

  @Get(':id')
  @Acesso('pontos', 'show')
  @ApiOperation({ summary: 'Ponto pelo id' })
  @ApiPorId(PontoDto, NAO_ENCONTRADO)
  @ApiProibido(OUTRO_CLIENTE)
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PontoDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Post()
  @Acesso('pontos', 'create')
  @ApiOperation({ summary: "Cadastra ponto: 'Ponto salvo com sucesso'. Mesmas coordenadas de outro ponto do mesmo cliente → 422 com ponto_id" })
  @ApiCreatedResponse({ type: PontoSalvoDto })
  @ApiErrosCampos('latitude/longitude fora da faixa, descrição, tipo, raio')
  @ApiRegraNegocio('Mesmas coordenadas de outro ponto do mesmo cliente: ponto_id diz qual', ErroPontoExistenteDto)
  async create(@Body() body: PontoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PontoSalvoDto> {
    const p = await this.casos.salvarPonto().executar(body.ponto, eu.escopo, { username: eu.username });
    return { message: MENSAGENS_PONTO.salvo, ponto: await this.queries.detalhe(p.id, eu.escopo) };
  }

  @Patch(':id')
  @Acesso('pontos', 'update')
  @ApiOperation({ summary: "Altera ponto: 'Ponto atualizado com sucesso'; updated_at lido → 409 se mudou" })
  @ApiIds()
  @ApiOkResponse({ type: PontoSalvoDto })
  @ApiErrosCampos('latitude/longitude fora da faixa, descrição, tipo, raio')
  @ApiNaoEncontrado(MENSAGENS_ROTA_EXTRA.pontoNaoEncontrado)
  @ApiProibido(OUTRO_CLIENTE)
  @ApiConflito()
  @ApiRegraNegocio('Mesmas coordenadas de outro ponto do mesmo cliente: ponto_id diz qual', ErroPontoExistenteDto)
  async update(@Param('id', IdPipe) id: number, @Body() body: PontoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PontoSalvoDto> {
    await this.casos.salvarPonto().executar(body.ponto, eu.escopo, { username: eu.username }, id);
    return { message: MENSAGENS_PONTO.atualizado, ponto: await this.queries.detalhe(id, eu.escopo) };
  }

  @Delete(':id')
  @Acesso('pontos', 'destroy')
  @ApiOperation({ summary: 'Remove ponto que nenhuma rota usa' })
  @ApiPorId(MensagemDto, NAO_ENCONTRADO)
  @ApiProibido(OUTRO_CLIENTE)
  @ApiRegraNegocio("'Ponto indisponivel para remoção': uma rota usa o ponto")
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.excluirPonto().executar(id, eu.escopo);
    return { message: MENSAGENS_PONTO.removido };
  }
}

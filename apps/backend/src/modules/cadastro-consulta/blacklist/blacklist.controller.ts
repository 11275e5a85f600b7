import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  cnpjValido, cpfValido, exigirEquipe, FieldErrorBag, filtroDocumentoBlacklist, GRID_BLACKLIST, MENSAGENS_BLACKLIST, MENSAGENS_LGPD, normalizarPlaca, placaValida,
  somenteDigitos, ValidationError,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';
import { BlacklistQueries } from './blacklist.queries.js';
import { BlacklistBodyDto, BlacklistCriadaDto, BlacklistLinhaDto, BlacklistPageDto, VerificacaoBlacklistDto } from './blacklist.dto.js';

const SO_EQUIPE = MENSAGENS_BLACKLIST.somenteEquipe;

/** A query text (the last one when repeated is refused: 400), trimmed and capped. */
function textoDaQuery(valor: unknown, campo: string, max = 100): string {
  if (valor === undefined) return '';
  if (typeof valor !== 'string') throw ValidationError.campo(campo, 'deve ser um texto');
  return valor.trim().slice(0, max);
}

/**
 * Blacklist (issue 13; spec 03 §2 /list-blacklist and /novo-blacklist, §3 "Blacklist entry", §5,
 * §7 "Blacklist: the full path prefix is not shown", §8): documents of people and companies and
 * vehicle plates that every registration and every checklist request is checked against.
 * Third parties' personal data: the desk and the registration group only (access controller
 * `blacklist`), never a client-side user. Each inclusion and removal is an LGPD record.
 */
@ApiTags('Blacklist')
@Autenticado()
@ApiProibido(SO_EQUIPE)
@Controller('blacklist')
export class BlacklistController {
  constructor(private readonly queries: BlacklistQueries, private readonly portas: CadastroConsultaPortas) {}

  @Get('list')
  @Acesso('blacklist', 'index')
  @ApiOperation({ summary: 'Grid da blacklist (18 linhas, mais recentes primeiro); o filtro de documento aceita a máscara (tira parênteses, pontos, espaços, traços e barra)' })
  @ApiGrid(GRID_BLACKLIST, BlacklistPageDto)
  list(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const raw = typeof query.documento === 'string' ? { ...query, documento: filtroDocumentoBlacklist(query.documento) } : query;
    return responderGrid({
      raw, spec: GRID_BLACKLIST, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'blacklist',
      consultar: (q, exportar) => this.queries.grid(q, exportar),
    });
  }

  @Get('verificar_registro_blacklist')
  @Acesso('blacklist', 'show')
  @ApiOperation({ summary: 'Consulta um documento (CPF/CNPJ) e/ou uma placa na blacklist: bloqueado e as entradas que os citam' })
  @ApiQuery({ name: 'documento', required: false, type: String, description: 'CPF ou CNPJ, com ou sem máscara' })
  @ApiQuery({ name: 'placa', required: false, type: String, example: 'ABC1D23' })
  @ApiOkResponse({ type: VerificacaoBlacklistDto })
  @ApiErrosCampos('Nem documento nem placa; CPF/CNPJ ou placa inválidos')
  async verificar(@Query('documento') documento: unknown, @Query('placa') placa: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VerificacaoBlacklistDto> {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const bag = new FieldErrorBag();
    const doc = somenteDigitos(textoDaQuery(documento, 'documento', 30));
    const pl = normalizarPlaca(textoDaQuery(placa, 'placa', 10));
    if (doc && !(doc.length === 11 ? cpfValido(doc) : doc.length === 14 && cnpjValido(doc))) bag.add('documento', MENSAGENS_LGPD.documento);
    if (pl && !placaValida(pl)) bag.add('placa', 'Placa inválida');
    if (!doc && !pl && bag.empty) bag.add('documento', MENSAGENS_BLACKLIST.consultaVazia);
    bag.throwIfAny();
    const registros = await this.queries.entradas({ documentos: doc ? [doc] : [], placas: pl ? [pl] : [] });
    return { bloqueado: registros.length > 0, registros: registros as unknown as BlacklistLinhaDto[] };
  }

  @Get('find_registros')
  @Acesso('blacklist', 'index')
  @ApiOperation({ summary: 'Busca para autocompletar: até 20 entradas por dígitos do documento, placa ou nome' })
  @ApiQuery({ name: 'filtro', required: false, type: String, description: 'Documento (com ou sem máscara), placa ou parte do nome' })
  @ApiOkResponse({ type: [BlacklistLinhaDto] })
  @ApiErrosCampos('filtro repetido ou que não é texto')
  async findRegistros(@Query('filtro') filtro: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<BlacklistLinhaDto[]> {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const termo = textoDaQuery(filtro, 'filtro');
    if (!termo) return [];
    return (await this.queries.buscar(termo, filtroDocumentoBlacklist(termo), normalizarPlaca(termo))) as unknown as BlacklistLinhaDto[];
  }

  @Post('create')
  @Acesso('blacklist', 'create')
  @ApiOperation({ summary: 'Inclui na blacklist (assistente de 3 passos): CPF para PF, CNPJ para PJ, placa só para VEÍCULO, motivo; grava o registro LGPD da inclusão' })
  @ApiCreatedResponse({ type: BlacklistCriadaDto })
  @ApiErrosCampos('CPF/CNPJ inválido, placa fora de veículo ou inválida, nome ou motivo vazios')
  @ApiRegraNegocio(`${MENSAGENS_BLACKLIST.duplicada}; a placa já consta na blacklist`)
  async create(@Body() body: BlacklistBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<BlacklistCriadaDto> {
    return this.portas.incluirNaBlacklist().executar(eu, body.blacklist as Record<string, unknown>);
  }

  @Delete('remover/:id')
  @Acesso('blacklist', 'destroy')
  @ApiOperation({ summary: 'Remove da blacklist; grava o registro LGPD da remoção' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(MENSAGENS_BLACKLIST.naoEncontrada)
  async remover(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    return this.portas.removerDaBlacklist().executar(eu, id);
  }
}

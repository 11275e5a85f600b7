import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  BusinessRuleError, cnpjValido, cpfValido, exigirEquipe, FieldErrorBag, filtroDocumentoBlacklist, GRID_BLACKLIST, lerEntradaBlacklist, MENSAGENS_BLACKLIST,
  MENSAGENS_LGPD, normalizarPlaca, NotFoundError, placaValida, somenteDigitos, TRATAMENTO_BLACKLIST, ValidationError,
} from '@gr/domain';
import { consultarGrid, ehErroPostgres, entradasDaBlacklist, kx, likeContem, linhaJson, registrarTratamento, selecionarColunas, type ColunasSql } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { BlacklistBodyDto, BlacklistCriadaDto, BlacklistLinhaDto, BlacklistPageDto, VerificacaoBlacklistDto } from './blacklist.dto.js';

const COLUNAS: ColunasSql = {
  id: 'b.id',
  tipo_documento: 'b.tipo_documento',
  tipo_registro: 'b.tipo_registro',
  documento: 'b.documento',
  nome: 'b.nome',
  placa: 'b.placa',
  motivo: 'b.motivo',
  usuario_que_cadastrou: 'b.usuario_que_cadastrou',
  data_cadastro: 'b.data_cadastro',
};
const selecionar = selecionarColunas(COLUNAS);
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
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  @Get('list')
  @Acesso('blacklist', 'index')
  @ApiOperation({ summary: 'Grid da blacklist (18 linhas, mais recentes primeiro); o filtro de documento aceita a máscara (tira parênteses, pontos, espaços, traços e barra)' })
  @ApiGrid(GRID_BLACKLIST, BlacklistPageDto)
  list(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const raw = typeof query.documento === 'string' ? { ...query, documento: filtroDocumentoBlacklist(query.documento) } : query;
    return responderGrid({
      raw, spec: GRID_BLACKLIST, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'blacklist',
      consultar: (q, exportar) => consultarGrid(() => this.db('blacklist as b'), selecionar, q, COLUNAS, { semPaginacao: exportar, desempate: 'b.id' }),
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
    const achadas = await entradasDaBlacklist(this.db, { documentos: doc ? [doc] : [], placas: pl ? [pl] : [] });
    const registros = achadas.length
      ? ((await selecionar(this.db('blacklist as b')).whereIn('b.id', achadas.map((a) => a.id)).orderBy('b.id')) as Array<Record<string, unknown>>).map(linhaJson)
      : [];
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
    const digitos = filtroDocumentoBlacklist(termo);
    const placa = normalizarPlaca(termo);
    const qb = selecionar(this.db('blacklist as b'))
      .where((w) => {
        w.whereRaw(`b.nome ilike ? escape '\\'`, [likeContem(termo)]);
        if (/^\d{3,14}$/.test(digitos)) w.orWhereRaw(`b.documento like ? escape '\\'`, [likeContem(digitos)]);
        if (/^[A-Z0-9]{3,7}$/.test(placa)) w.orWhereRaw(`b.placa like ? escape '\\'`, [likeContem(placa)]);
      })
      .orderBy('b.id', 'desc')
      .limit(20);
    return ((await qb) as Array<Record<string, unknown>>).map(linhaJson) as unknown as BlacklistLinhaDto[];
  }

  @Post('create')
  @Acesso('blacklist', 'create')
  @ApiOperation({ summary: 'Inclui na blacklist (assistente de 3 passos): CPF para PF, CNPJ para PJ, placa só para VEÍCULO, motivo; grava o registro LGPD da inclusão' })
  @ApiCreatedResponse({ type: BlacklistCriadaDto })
  @ApiErrosCampos('CPF/CNPJ inválido, placa fora de veículo ou inválida, nome ou motivo vazios')
  @ApiRegraNegocio(`${MENSAGENS_BLACKLIST.duplicada}; a placa já consta na blacklist`)
  async create(@Body() body: BlacklistBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<BlacklistCriadaDto> {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const e = lerEntradaBlacklist(body.blacklist as Record<string, unknown>);
    try {
      const id = await this.em.transactional(async (tem) => {
        const tx = kx(tem);
        // Two wizards saving the same document at once: one wins, the other is told it is there.
        await tx.raw('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', ['blacklist', e.documento]);
        const mesmo = await tx('blacklist').where({ tipo_registro: e.tipo_registro, documento: e.documento }).whereRaw(`coalesce(placa, '') = ?`, [e.placa ?? '']).first('id');
        if (mesmo) throw new BusinessRuleError(MENSAGENS_BLACKLIST.duplicada);
        if (e.placa && (await tx('blacklist').where('placa', e.placa).first('id'))) throw new BusinessRuleError(`Placa ${e.placa} já consta na blacklist`);
        const [linha] = (await tx('blacklist')
          .insert({ ...e, usuario_id: eu.id, usuario_que_cadastrou: eu.username })
          .returning(['id'])) as Array<{ id: number }>;
        await registrarTratamento(tx, { documento: e.documento, operacao: 'BLACKLIST_INCLUSAO', ...TRATAMENTO_BLACKLIST, usuario: { id: eu.id, username: eu.username } });
        return linha!.id;
      });
      return { message: MENSAGENS_BLACKLIST.incluida, id };
    } catch (erro) {
      if (ehErroPostgres(erro) && erro.code === '23505') throw new BusinessRuleError(MENSAGENS_BLACKLIST.duplicada);
      throw erro;
    }
  }

  @Delete('remover/:id')
  @Acesso('blacklist', 'destroy')
  @ApiOperation({ summary: 'Remove da blacklist; grava o registro LGPD da remoção' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(MENSAGENS_BLACKLIST.naoEncontrada)
  async remover(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    await this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const [removida] = (await tx('blacklist').where('id', id).delete().returning(['documento'])) as Array<{ documento: string }>;
      if (!removida) throw new NotFoundError(MENSAGENS_BLACKLIST.naoEncontrada);
      await registrarTratamento(tx, { documento: removida.documento, operacao: 'BLACKLIST_REMOCAO', ...TRATAMENTO_BLACKLIST, usuario: { id: eu.id, username: eu.username } });
    });
    return { message: MENSAGENS_BLACKLIST.removida };
  }
}

import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  BusinessRuleError, exigirCliente, exigirEquipe, GRID_CONFIGURACOES, lerConfiguracao, MENSAGENS_CONFIGURACAO, NotFoundError, ValidationError, type EntradaConfiguracao,
} from '@gr/domain';
import { consultarGrid, ehErroPostgres, kx, likeContem, linhaJson, selecionarColunas, type ColunasSql } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { filtrarCliente } from '../../masters/comum/escopo.js';
import { ConfiguracaoBodyDto, ConfiguracaoDto, ConfiguracaoSalvaDto, ConfiguracoesListaDto, ConfiguracoesPageDto } from './configuracoes.dto.js';

const COLUNAS: ColunasSql = {
  id: 'c.id',
  cliente_id: 'c.cliente_id',
  razao_social: 'coalesce(cl.razao_social, cl.nome)',
  criterio: 'c.criterio',
  validade_em_dias: 'c.validade_em_dias',
  data_cadastro: 'c.data_cadastro',
  updated_at: 'c.updated_at',
};
const selecionar = selecionarColunas(COLUNAS);
const SO_EQUIPE = MENSAGENS_CONFIGURACAO.somenteEquipe;

/**
 * The clients' validity configurations (issue 13; spec 03 §2 /configuracoes, §3 "Configuration",
 * §4 "Configuration modal", §5, §7, §8): per client and criterion, a search is valid 90, 180 or
 * 365 days (the registration reads it through validadePesquisa). A client user lists its own;
 * only the desk, with cadastro_consulta#update, creates, edits and removes them.
 */
@ApiTags('Configurações do cadastro')
@Autenticado()
@Controller('cadastro_consulta/configuracoes')
export class ConfiguracoesController {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(db: Knex, eu: UsuarioAutenticado): Knex.QueryBuilder {
    return filtrarCliente(db('configuracoes_cadastro as c').join('clientes as cl', 'cl.id', 'c.cliente_id'), eu.escopo, 'c.cliente_id');
  }

  /** One configuration the user may read: 404 when missing, 403 when another client's. */
  private async uma(db: Knex, id: number, eu: UsuarioAutenticado): Promise<ConfiguracaoDto> {
    const linha = (await selecionar(db('configuracoes_cadastro as c').join('clientes as cl', 'cl.id', 'c.cliente_id')).where('c.id', id).first()) as Record<string, unknown> | undefined;
    if (!linha) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    exigirCliente(eu.escopo, linha.cliente_id as number);
    return linhaJson(linha) as unknown as ConfiguracaoDto;
  }

  @Get()
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Grid das configurações (18 linhas); usuário de cliente vê só as do seu cliente' })
  @ApiGrid(GRID_CONFIGURACOES, ConfiguracoesPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: query, spec: GRID_CONFIGURACOES, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'configuracoes',
      consultar: (q, exportar) => consultarGrid(() => this.base(this.db, eu), selecionar, q, COLUNAS, { semPaginacao: exportar, desempate: 'c.id' }),
    });
  }

  @Get('buscar_configuracao_por_filtro')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Configurações cujo cliente (razão social, nome ou CNPJ) ou critério contém o filtro; até 50, do alcance do usuário' })
  @ApiQuery({ name: 'filtro', required: false, type: String, description: 'Parte do nome ou do CNPJ do cliente, ou o critério' })
  @ApiOkResponse({ type: ConfiguracoesListaDto })
  @ApiErrosCampos('filtro repetido ou que não é texto')
  async buscar(@Query('filtro') filtro: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracoesListaDto> {
    if (filtro !== undefined && typeof filtro !== 'string') throw ValidationError.campo('filtro', 'deve ser um texto');
    const termo = (filtro ?? '').trim().slice(0, 100);
    const qb = selecionar(this.base(this.db, eu)).orderBy('cl.razao_social').orderBy('c.criterio').limit(50);
    if (termo) {
      const like = likeContem(termo);
      qb.where((w) => w.whereRaw(`cl.razao_social ilike ? escape '\\'`, [like]).orWhereRaw(`cl.nome ilike ? escape '\\'`, [like])
        .orWhereRaw(`cl.cnpj like ? escape '\\'`, [likeContem(termo.replace(/\D/g, '') || termo)]).orWhereRaw(`c.criterio ilike ? escape '\\'`, [like]));
    }
    return { rows: ((await qb) as Array<Record<string, unknown>>).map(linhaJson) as unknown as ConfiguracaoDto[] };
  }

  @Get(':id')
  @Acesso('cadastro_consulta', 'show')
  @ApiOperation({ summary: 'Uma configuração (para o modal de edição)' })
  @ApiIds()
  @ApiOkResponse({ type: ConfiguracaoDto })
  @ApiNaoEncontrado(MENSAGENS_CONFIGURACAO.naoEncontrada)
  @ApiProibido('Configuração de outro cliente: Não há permissão')
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracaoDto> {
    return this.uma(this.db, id, eu);
  }

  /** The client exists, and no other configuration of it has the criterion (422 naming both). */
  private async conferir(tx: Knex, c: EntradaConfiguracao, id: number | null): Promise<void> {
    const cliente = (await tx('clientes').where('id', c.cliente_id).select(tx.raw('coalesce(razao_social, nome) as razao_social')).first()) as { razao_social: string } | undefined;
    if (!cliente) throw ValidationError.campo('cliente_id', 'Cliente não encontrado');
    const outra = tx('configuracoes_cadastro').where({ cliente_id: c.cliente_id, criterio: c.criterio });
    if (id) outra.whereNot('id', id);
    if (await outra.first('id')) throw new BusinessRuleError(MENSAGENS_CONFIGURACAO.duplicada(cliente.razao_social, c.criterio), { campo: 'criterio' });
  }

  private async gravar<T>(c: EntradaConfiguracao, fazer: (tx: Knex) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(async (tem) => {
        const tx = kx(tem);
        await tx.raw('select pg_advisory_xact_lock(hashtext(?), ?)', ['configuracoes_cadastro', c.cliente_id]);
        return fazer(tx);
      });
    } catch (erro) {
      if (ehErroPostgres(erro) && erro.code === '23505') throw new BusinessRuleError(MENSAGENS_CONFIGURACAO.duplicada('', c.criterio), { campo: 'criterio' });
      throw erro;
    }
  }

  @Post()
  @Acesso('cadastro_consulta', 'update')
  @ApiOperation({ summary: 'Cria a configuração de um cliente para um critério (validade 90, 180 ou 365 dias); só a equipe' })
  @ApiCreatedResponse({ type: ConfiguracaoSalvaDto })
  @ApiErrosCampos('Cliente ausente ou inexistente, critério fora de AUTONOMO, FROTA, AGREGADO, INDIVIDUAL, EMPRESA, VEICULO, validade fora de 90, 180, 365')
  @ApiProibido(SO_EQUIPE)
  @ApiRegraNegocio('O cliente já tem uma configuração para o critério')
  async criar(@Body() body: ConfiguracaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracaoSalvaDto> {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const c = lerConfiguracao(body.configuracao as Record<string, unknown>);
    const id = await this.gravar(c, async (tx) => {
      await this.conferir(tx, c, null);
      const [linha] = (await tx('configuracoes_cadastro').insert(c).returning(['id'])) as Array<{ id: number }>;
      return linha!.id;
    });
    return { message: MENSAGENS_CONFIGURACAO.salvas, id };
  }

  @Patch(':id')
  @Acesso('cadastro_consulta', 'update')
  @ApiOperation({ summary: 'Altera critério e validade; o cliente não muda (400 O cliente não pode ser alterado); só a equipe' })
  @ApiIds()
  @ApiOkResponse({ type: ConfiguracaoSalvaDto })
  @ApiErrosCampos('O cliente não pode ser alterado; critério ou validade fora da lista')
  @ApiNaoEncontrado(MENSAGENS_CONFIGURACAO.naoEncontrada)
  @ApiProibido(SO_EQUIPE)
  @ApiRegraNegocio('O cliente já tem outra configuração para o critério')
  async alterar(@Param('id', IdPipe) id: number, @Body() body: ConfiguracaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConfiguracaoSalvaDto> {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const atual = (await this.db('configuracoes_cadastro').where('id', id).first('cliente_id')) as { cliente_id: number } | undefined;
    if (!atual) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    const c = lerConfiguracao(body.configuracao as Record<string, unknown>, atual);
    await this.gravar(c, async (tx) => {
      await this.conferir(tx, c, id);
      const n = await tx('configuracoes_cadastro').where({ id, cliente_id: atual.cliente_id }).update({ criterio: c.criterio, validade_em_dias: c.validade_em_dias, updated_at: tx.fn.now() });
      if (!n) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    });
    return { message: MENSAGENS_CONFIGURACAO.salvas, id };
  }

  @Delete('remover/:id')
  @Acesso('cadastro_consulta', 'update')
  @ApiOperation({ summary: 'Remove a configuração (as consultas seguintes voltam à validade padrão da política); só a equipe' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(MENSAGENS_CONFIGURACAO.naoEncontrada)
  @ApiProibido(SO_EQUIPE)
  async remover(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    exigirEquipe(eu.escopo, SO_EQUIPE);
    const n = await this.db('configuracoes_cadastro').where('id', id).delete();
    if (!n) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    return { message: MENSAGENS_CONFIGURACAO.removida };
  }
}

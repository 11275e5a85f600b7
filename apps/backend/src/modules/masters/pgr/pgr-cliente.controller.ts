import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  avisoValidadePgr, exigirCliente, formatarDinheiro, GRAUS_RISCO, GRID_PGRS_CLIENTE, MENSAGENS_PGR, NotFoundError, SalvarPgrCliente, ValidationError, type PgrCliente,
  ForbiddenError, pode,
} from '@gr/domain';
import { consultarGrid, kx, paraPgrCliente, SqlPgrClienteRepository, type ColunasSql } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { filtrarCliente, idDaQuery } from '../comum/escopo.js';
import {
  AnotacoesPgrDto, AvisoValidadePgrDto, HistoricoPgrDto, PgrClienteBodyDto, PgrClienteDto, PgrClienteLinhaDto, PgrClientePageDto,
} from './pgr-cliente.dto.js';

const SQL: ColunasSql = {
  id: 'pc.id',
  cliente_id: 'pc.cliente_id',
  descricao: 'pc.descricao',
  pgr: 'p.descricao',
  pgr_padrao: 'pc.pgr_padrao',
  grau_risco: 'pc.grau_risco',
  validade: `to_char(pc.validade, 'YYYY-MM-DD')`,
  horario_rodagem: `case when pc.horario_rodagem_inicio is null then null else pc.horario_rodagem_inicio || ' - ' || pc.horario_rodagem_termino end`,
  data_cadastro: 'pc.data_cadastro',
};
// Filters and sorting on validade compare the date itself, not its text.
const SQL_FILTRO: ColunasSql = { ...SQL, validade: 'pc.validade' };

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Client PGRs (spec 03 §3 "Client PGR", §7 "PGR, risk, master data"): a client's copies of a
 * catalogue PGR with its own limits and validity, every change kept in a history. Access rule
 * `pgrs`; a client user reaches only its own client's PGRs (403 'Não há permissão' otherwise).
 */
@ApiTags('PGR')
@Autenticado()
@Controller('pgr_cliente')
export class PgrClienteController {
  constructor(private readonly em: EntityManager) {}

  private get repo() {
    return new SqlPgrClienteRepository(this.em);
  }

  /** The PGR as the API shows it, after checking the user's scope. */
  private async detalhe(id: number, eu: UsuarioAutenticado): Promise<PgrClienteDto> {
    const pgr = await this.repo.find(id);
    if (!pgr) throw new NotFoundError(MENSAGENS_PGR.naoEncontrado);
    exigirCliente(eu.escopo, pgr.cliente_id);
    return this.apresentar(pgr);
  }

  private async apresentar(p: PgrCliente): Promise<PgrClienteDto> {
    const db = kx(this.em);
    const [catalogo] = await db('pgrs').where({ id: p.pgr_id }).select('descricao');
    const ids = [p.embarcador_id, p.corretora_id, p.seguradora_id].filter((x): x is number => x !== null);
    const nomes = new Map<number, string>(ids.length ? (await db('clientes').whereIn('id', ids).select('id', 'razao_social')).map((c: { id: number; razao_social: string }) => [c.id, c.razao_social]) : []);
    const ref = (id: number | null) => (id === null ? null : nomes.get(id) ?? null);
    const aviso = avisoValidadePgr(p.validade, new Date());
    return {
      ...p,
      pgr: catalogo?.descricao ?? '',
      grau_risco_descricao: GRAUS_RISCO.find((g) => g.id === p.grau_risco)?.descricao ?? '',
      dias_para_vencer: aviso.dias_para_vencer,
      aviso_validade: aviso.aviso,
      embarcador: ref(p.embarcador_id),
      corretora: ref(p.corretora_id),
      seguradora: ref(p.seguradora_id),
      horario_rodagem: p.horario_rodagem_inicio ? `${p.horario_rodagem_inicio} - ${p.horario_rodagem_termino}` : null,
      horario_rodagem_vira_dia: !!p.horario_rodagem_inicio && !!p.horario_rodagem_termino && p.horario_rodagem_inicio > p.horario_rodagem_termino,
      updated_at: p.updated_at.toISOString(),
    };
  }

  private salvar() {
    const repo = this.repo;
    return new SalvarPgrCliente(repo, repo, () => new Date());
  }

  @Get('avisos_validade')
  @Acesso('pgrs', 'index')
  @ApiOperation({ summary: 'PGRs dos clientes do usuário que vencem em até 15 dias ou já venceram (aviso de 9 s ao usuário de cliente)' })
  @ApiOkResponse({ type: [AvisoValidadePgrDto] })
  async avisos(@UsuarioAtual() eu: UsuarioAutenticado): Promise<AvisoValidadePgrDto[]> {
    const db = kx(this.em);
    const qb = db('pgr_clientes as pc').whereRaw(`pc.validade <= current_date + 15`).orderBy('pc.validade').limit(200)
      .select('pc.id', 'pc.cliente_id', 'pc.descricao', db.raw(`to_char(pc.validade, 'YYYY-MM-DD') as validade`));
    // Staff see every client's; a scoped user only its own clients'.
    const rows = (await filtrarCliente(qb, eu.escopo, 'pc.cliente_id')) as Array<{ id: number; cliente_id: number; descricao: string; validade: string }>;
    return rows.map((r) => {
      const a = avisoValidadePgr(r.validade, new Date());
      const mensagem = a.vencido
        ? `O PGR ${r.descricao} venceu em ${dataBr(r.validade)}`
        : a.dias_para_vencer === 0 ? `O PGR ${r.descricao} vence hoje` : `O PGR ${r.descricao} vence em ${a.dias_para_vencer} dia${a.dias_para_vencer > 1 ? 's' : ''} (${dataBr(r.validade)})`;
      return { ...r, dias_para_vencer: a.dias_para_vencer, vencido: a.vencido, mensagem };
    });
  }

  @Get('anotacoes')
  @ApiOperation({ summary: 'Orientações do PGR do cliente (spec 01 §7.2): o PGR informado ou o padrão do cliente; para quem lê PGRs (pgrs#show) ou pede checklists (check_lists#create), dentro do alcance' })
  @ApiProibido('Sem as regras pgrs#show e check_lists#create')
  @ApiQuery({ name: 'clienteid', type: Number, required: true })
  @ApiQuery({ name: 'pgrclienteid', type: Number, required: false })
  @ApiQuery({ name: 'configuracao', required: false, enum: ['alertas', 'temperatura', 'limites', 'todas'], description: 'Parte da configuração (padrão todas)' })
  @ApiOkResponse({ type: AnotacoesPgrDto })
  @ApiErrosCampos("clienteid ausente ('Cliente não selecionado'), ids inválidos ou configuracao desconhecida")
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  async anotacoes(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<AnotacoesPgrDto> {
    // The checklist wizard shows them to the client who asks for a checklist (spec 01 §2.5).
    if (!pode(eu.acessos, 'pgrs', 'show') && !pode(eu.acessos, 'check_lists', 'create')) throw new ForbiddenError('Acesso não autorizado');
    const clienteId = idDaQuery(q.clienteid, 'clienteid');
    if (!clienteId) throw ValidationError.campo('clienteid', MENSAGENS_PGR.clienteNaoSelecionado);
    exigirCliente(eu.escopo, clienteId);
    const pgrId = idDaQuery(q.pgrclienteid, 'pgrclienteid');
    const parte = typeof q.configuracao === 'string' && q.configuracao ? q.configuracao : 'todas';
    if (!['alertas', 'temperatura', 'limites', 'todas'].includes(parte)) throw ValidationError.campo('configuracao', 'deve ser alertas, temperatura, limites ou todas');
    const db = kx(this.em);
    const qb = db('pgr_clientes').where({ cliente_id: clienteId });
    if (pgrId) qb.where({ id: pgrId });
    else qb.orderBy([{ column: 'pgr_padrao', order: 'desc' }, { column: 'validade', order: 'desc' }]);
    const row = await qb.first();
    if (!row) return { pgr_cliente_id: null, descricao: null, anotacoes: [] };
    const p = paraPgrCliente(row);
    const linhas: string[] = [];
    if (parte === 'limites' || parte === 'todas') {
      if (p.horario_rodagem_inicio) linhas.push(`Horário de rodagem: ${p.horario_rodagem_inicio} - ${p.horario_rodagem_termino}`);
      if (p.valor_limite_maximo_resposabilidade !== null) linhas.push(`Limite máximo de responsabilidade: ${formatarDinheiro(p.valor_limite_maximo_resposabilidade)}`);
      if (p.valor_limite_localizador_movel !== null) linhas.push(`Acima de ${formatarDinheiro(p.valor_limite_localizador_movel)}: localizador móvel (isca) obrigatório`);
      if (p.valor_limite_escolta !== null) linhas.push(`Acima de ${formatarDinheiro(p.valor_limite_escolta)}: escolta obrigatória`);
      if (p.tempo_perda_sinal_agendamento !== null) linhas.push(`Perda de sinal: tratar após ${p.tempo_perda_sinal_agendamento} minutos`);
      if (p.bloqueio_analise_perfil) linhas.push('Bloqueio por análise de perfil ativo');
    }
    if ((parte === 'alertas' || parte === 'todas') && p.config_alertas.niveis_contatos_para_sms.length) {
      linhas.push(`SMS para contatos dos níveis ${p.config_alertas.niveis_contatos_para_sms.join(', ')}`);
    }
    if (parte === 'temperatura' || parte === 'todas') {
      const t = p.config_temperatura;
      if (t.alerta) linhas.push('Temperatura fora da faixa gera alerta');
      if (t.ocorrencia) linhas.push('Temperatura fora da faixa gera ocorrência');
      if (t.temperatura_minima !== null || t.temperatura_maxima !== null) linhas.push(`Faixa de temperatura: ${t.temperatura_minima ?? '-'} °C a ${t.temperatura_maxima ?? '-'} °C`);
    }
    return { pgr_cliente_id: p.id, descricao: p.descricao, anotacoes: linhas };
  }

  @Get(':clienteId/index')
  @Acesso('pgrs', 'index')
  @ApiOperation({ summary: 'Grid dos PGRs do cliente (18 linhas)' })
  @ApiIds('clienteId')
  @ApiGrid(GRID_PGRS_CLIENTE, PgrClientePageDto)
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  index(@Param('clienteId', IdPipe) clienteId: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    exigirCliente(eu.escopo, clienteId);
    const db = kx(this.em);
    return responderGrid<PgrClienteLinhaDto>({
      raw: query,
      spec: GRID_PGRS_CLIENTE,
      grupoUsuarioId: eu.grupo_usuario_id,
      res,
      nomeArquivo: 'pgr_cliente',
      consultar: (q, exportar) =>
        consultarGrid<PgrClienteLinhaDto>(
          () => db('pgr_clientes as pc').join('pgrs as p', 'p.id', 'pc.pgr_id').where('pc.cliente_id', clienteId),
          (qb) => qb.select(Object.entries(SQL).map(([k, v]) => db.raw(`${v} as ${k}`))),
          q,
          SQL_FILTRO,
          { semPaginacao: exportar, desempate: 'pc.id' },
        ),
    });
  }

  @Get(':id/show')
  @Acesso('pgrs', 'show')
  @ApiOperation({ summary: 'PGR do cliente pelo id, com o aviso de validade e os nomes das partes' })
  @ApiIds()
  @ApiOkResponse({ type: PgrClienteDto })
  @ApiNaoEncontrado(MENSAGENS_PGR.naoEncontrado)
  @ApiProibido("'Não há permissão': PGR de cliente fora do alcance do usuário")
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PgrClienteDto> {
    return this.detalhe(id, eu);
  }

  @Get(':id/diff_history')
  @Acesso('pgrs', 'show')
  @ApiOperation({ summary: 'Histórico de alterações do PGR do cliente: quem, quando, campo, antes e depois (mais recentes primeiro; numa mesma gravação, na ordem do formulário)' })
  @ApiIds()
  @ApiOkResponse({ type: [HistoricoPgrDto] })
  @ApiNaoEncontrado(MENSAGENS_PGR.naoEncontrado)
  @ApiProibido("'Não há permissão': PGR de cliente fora do alcance do usuário")
  async diffHistory(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<HistoricoPgrDto[]> {
    await this.detalhe(id, eu);
    const rows = await kx(this.em)('pgr_clientes_historico').where({ pgr_cliente_id: id }).orderBy([{ column: 'data', order: 'desc' }, { column: 'id', order: 'asc' }])
      .select('id', 'data', 'usuario_id', 'username as usuario', 'acao', 'campo', 'antes', 'depois');
    return rows.map((r: Record<string, unknown>) => ({ ...(r as unknown as HistoricoPgrDto), id: Number(r.id), data: new Date(String(r.data).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString() }));
  }

  @Post(':clienteId/create')
  @Acesso('pgrs', 'create')
  @ApiOperation({ summary: "Cria PGR do cliente (validade padrão: hoje + 1 ano). 'PGR salvo com sucesso'" })
  @ApiIds('clienteId')
  @ApiCreatedResponse({ type: PgrClienteDto })
  @ApiErrosCampos('Erros por campo (rótulos Pgr = pgr_id, Validade = validade)')
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  @ApiNaoEncontrado('Cliente não encontrado')
  async create(@Param('clienteId', IdPipe) clienteId: number, @Body() body: PgrClienteBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PgrClienteDto> {
    exigirCliente(eu.escopo, clienteId);
    await this.existeCliente(clienteId);
    const { id, ...dados } = body.pgr_cliente;
    const salvo = await this.salvar().executar(clienteId, dados, { usuario_id: eu.id, username: eu.username }, id ?? undefined);
    return this.apresentar(salvo);
  }

  @Patch(':clienteId/update')
  @Acesso('pgrs', 'update')
  @ApiOperation({ summary: "Altera o PGR `pgr_cliente.id` do cliente; cada campo alterado vai ao histórico. 'PGR atualizado com sucesso'" })
  @ApiIds('clienteId')
  @ApiOkResponse({ type: PgrClienteDto })
  @ApiErrosCampos("Erros por campo; sem pgr_cliente.id: 'PGR não selecionado'")
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  @ApiNaoEncontrado(MENSAGENS_PGR.naoEncontrado)
  @ApiConflito('updated_at lido é antigo: outro usuário alterou o PGR')
  async update(@Param('clienteId', IdPipe) clienteId: number, @Body() body: PgrClienteBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PgrClienteDto> {
    exigirCliente(eu.escopo, clienteId);
    const { id, ...dados } = body.pgr_cliente;
    if (!id) throw ValidationError.campo('id', MENSAGENS_PGR.naoSelecionado);
    const salvo = await this.salvar().executar(clienteId, dados, { usuario_id: eu.id, username: eu.username }, id);
    return this.apresentar(salvo);
  }

  private async existeCliente(id: number): Promise<void> {
    if (!(await kx(this.em)('clientes').where({ id }).first('id'))) throw new NotFoundError('Cliente não encontrado');
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  avisoValidadePgr, avisoVencimentoPgr, exigirCliente, formatarDinheiro, GRAUS_RISCO, MENSAGENS_PGR, NotFoundError, type EscopoTenant, type GridPage, type GridQuery, type PgrCliente,
} from '@gr/domain';
import { consultarGrid, kx, paraPgrCliente, SqlPgrClienteRepository, type ColunasSql } from '@gr/infrastructure';
import { filtrarCliente } from '../comum/escopo.js';
import type { AnotacoesPgrDto, AvisoValidadePgrDto, HistoricoPgrDto, PgrClienteDto, PgrClienteLinhaDto } from './pgr-cliente.dto.js';

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


/** Read side of client PGRs: one PGR as the API shows it, the validity warnings, the notes, the grid and the history. */
@Injectable()
export class PgrClienteQueries {
  constructor(private readonly em: EntityManager) {}

  /** The PGR as the API shows it, after checking the user's scope. */
  async detalhe(id: number, escopo: EscopoTenant): Promise<PgrClienteDto> {
    const pgr = await new SqlPgrClienteRepository(this.em).find(id);
    if (!pgr) throw new NotFoundError(MENSAGENS_PGR.naoEncontrado);
    exigirCliente(escopo, pgr.cliente_id);
    return this.apresentar(pgr);
  }

  async apresentar(p: PgrCliente): Promise<PgrClienteDto> {
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

  /** PGRs of the user's clients that expire within 15 days or have expired. */
  async avisos(escopo: EscopoTenant): Promise<AvisoValidadePgrDto[]> {
    const db = kx(this.em);
    const qb = db('pgr_clientes as pc').whereRaw(`pc.validade <= current_date + 15`).orderBy('pc.validade').limit(200)
      .select('pc.id', 'pc.cliente_id', 'pc.descricao', db.raw(`to_char(pc.validade, 'YYYY-MM-DD') as validade`));
    // Staff see every client's; a scoped user only its own clients'.
    const rows = (await filtrarCliente(qb, escopo, 'pc.cliente_id')) as Array<{ id: number; cliente_id: number; descricao: string; validade: string }>;
    return rows.map((r) => {
      const agora = new Date();
      const a = avisoValidadePgr(r.validade, agora);
      // The same words as the desk's notice (libs/domain avisos-mesa), which shows this list.
      return { ...r, dias_para_vencer: a.dias_para_vencer, vencido: a.vencido, mensagem: avisoVencimentoPgr(r, agora) ?? '' };
    });
  }

  /** The notes of the client's PGR (the one given, else its default): the part asked, line by line. */
  async anotacoes(clienteId: number, pgrId: number | null, parte: string): Promise<AnotacoesPgrDto> {
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

  grid(clienteId: number, q: GridQuery, exportar: boolean): Promise<GridPage<PgrClienteLinhaDto>> {
    const db = kx(this.em);
    return consultarGrid<PgrClienteLinhaDto>(
      () => db('pgr_clientes as pc').join('pgrs as p', 'p.id', 'pc.pgr_id').where('pc.cliente_id', clienteId),
      (qb) => qb.select(Object.entries(SQL).map(([k, v]) => db.raw(`${v} as ${k}`))),
      q,
      SQL_FILTRO,
      { semPaginacao: exportar, desempate: 'pc.id' },
    );
  }

  /** The PGR's change history, newest first (within one save, in the form's order). */
  async historico(id: number): Promise<HistoricoPgrDto[]> {
    const rows = await kx(this.em)('pgr_clientes_historico').where({ pgr_cliente_id: id }).orderBy([{ column: 'data', order: 'desc' }, { column: 'id', order: 'asc' }])
      .select('id', 'data', 'usuario_id', 'username as usuario', 'acao', 'campo', 'antes', 'depois');
    return rows.map((r: Record<string, unknown>) => ({ ...(r as unknown as HistoricoPgrDto), id: Number(r.id), data: new Date(String(r.data).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString() }));
  }

  async exigirClienteExiste(id: number): Promise<void> {
    if (!(await kx(this.em)('clientes').where({ id }).first('id'))) throw new NotFoundError('Cliente não encontrado');
  }
}

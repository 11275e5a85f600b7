import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { ValidationError, type AlteracaoPgr, type AutorPgr, type PgrCliente, type PgrClienteCampos, type PgrClienteRepository, type ReferenciasPgr } from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { AGORA_VERSAO, atualizarVersionado, traduzindoUnicos } from '../escrita.js';

export const COLUNAS_PGR_CLIENTE = [
  'id', 'cliente_id', 'pgr_id', 'descricao', 'pgr_padrao', 'grau_risco', 'validade', 'embarcador_id', 'corretora_id', 'seguradora_id',
  'horario_rodagem_inicio', 'horario_rodagem_termino', 'valor_minimo_responsabilidade', 'valor_limite_maximo_resposabilidade',
  'valor_limite_localizador_movel', 'valor_limite_escolta', 'tempo_perda_sinal_agendamento', 'bloqueio_analise_perfil',
  'grupos_contatos_exclusivos', 'config_alertas', 'config_temperatura', 'updated_at',
] as const;

const DINHEIRO = ['valor_minimo_responsabilidade', 'valor_limite_maximo_resposabilidade', 'valor_limite_localizador_movel', 'valor_limite_escolta'] as const;

/** A pgr_clientes row (numeric as text, date as text or Date) to the domain's shape. */
export function paraPgrCliente(row: Record<string, unknown>): PgrCliente {
  const out = { ...row } as Record<string, unknown>;
  for (const c of DINHEIRO) out[c] = row[c] === null || row[c] === undefined ? null : Number(row[c]);
  const v = row.validade;
  out.validade = v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : String(v).slice(0, 10);
  out.horario_rodagem_inicio = row.horario_rodagem_inicio ? String(row.horario_rodagem_inicio).trim() : null;
  out.horario_rodagem_termino = row.horario_rodagem_termino ? String(row.horario_rodagem_termino).trim() : null;
  out.updated_at = dataPg(row.updated_at);
  const temp = (row.config_temperatura ?? {}) as Record<string, unknown>;
  out.config_temperatura = { alerta: false, ocorrencia: false, temperatura_minima: null, temperatura_maxima: null, ...temp };
  const alertas = (row.config_alertas ?? {}) as Record<string, unknown>;
  out.config_alertas = { niveis_contatos_para_sms: [], ...alertas };
  out.grupos_contatos_exclusivos = row.grupos_contatos_exclusivos ?? [];
  return out as unknown as PgrCliente;
}

function paraGravar(linha: PgrClienteCampos): Record<string, unknown> {
  return { ...linha, config_alertas: JSON.stringify(linha.config_alertas), config_temperatura: JSON.stringify(linha.config_temperatura) };
}

const UNICOS = { pgr_clientes_padrao_unique: () => ValidationError.campo('pgr_padrao', 'o cliente já tem um PGR padrão') };

/** Client PGRs and their change history (spec 03 §7 diff_history), each write in one transaction. */
export class SqlPgrClienteRepository implements PgrClienteRepository, ReferenciasPgr {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async find(id: number): Promise<PgrCliente | null> {
    const row = await this.db('pgr_clientes').where({ id }).first(COLUNAS_PGR_CLIENTE as unknown as string[]);
    return row ? paraPgrCliente(row) : null;
  }

  private async historico(db: Knex, id: number, alteracoes: AlteracaoPgr[], autor: AutorPgr, acao: 'CRIACAO' | 'ALTERACAO'): Promise<void> {
    if (!alteracoes.length) return;
    await db('pgr_clientes_historico').insert(
      alteracoes.map((a) => ({ pgr_cliente_id: id, usuario_id: autor.usuario_id, username: autor.username, acao, campo: a.campo, antes: a.antes, depois: a.depois })),
    );
  }

  async criar(clienteId: number, linha: PgrClienteCampos, alteracoes: AlteracaoPgr[], autor: AutorPgr): Promise<PgrCliente> {
    return this.em.transactional(async () => {
      const db = this.db;
      const [row] = await traduzindoUnicos(
        () => db('pgr_clientes').insert({ ...paraGravar(linha), cliente_id: clienteId, username_add: autor.username }).returning(COLUNAS_PGR_CLIENTE as unknown as string[]),
        UNICOS,
      );
      await this.historico(db, row.id, alteracoes, autor, 'CRIACAO');
      return paraPgrCliente(row);
    });
  }

  async atualizar(id: number, lido: Date | null, linha: PgrClienteCampos, alteracoes: AlteracaoPgr[], autor: AutorPgr): Promise<PgrCliente> {
    return this.em.transactional(async () => {
      const db = this.db;
      const dados = { ...paraGravar(linha), username_update: autor.username };
      let row: Record<string, unknown>;
      if (lido) {
        row = await atualizarVersionado(db, { tabela: 'pgr_clientes', id, lido, colunas: COLUNAS_PGR_CLIENTE, unicos: UNICOS }, dados);
      } else {
        [row] = await traduzindoUnicos(
          () => db('pgr_clientes').where({ id }).update({ ...dados, updated_at: db.raw(AGORA_VERSAO) }).returning(COLUNAS_PGR_CLIENTE as unknown as string[]),
          UNICOS,
        );
      }
      await this.historico(db, id, alteracoes, autor, 'ALTERACAO');
      return paraPgrCliente(row);
    });
  }

  async pgrExiste(id: number): Promise<boolean> {
    return !!(await this.db('pgrs').where({ id }).first('id'));
  }
  async tiposClientes(ids: number[]): Promise<Map<number, string>> {
    const rows = await this.db('clientes').whereIn('id', ids).select('id', 'tipo');
    return new Map(rows.map((r: { id: number; tipo: string }) => [r.id, r.tipo]));
  }
  async gruposExistentes(ids: number[]): Promise<number[]> {
    return (await this.db('grupos').whereIn('id', ids).pluck('id')) as number[];
  }
}

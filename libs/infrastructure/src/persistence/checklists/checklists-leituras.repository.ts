import type { EntityManager } from '@mikro-orm/postgresql';
import type { FatosDoVeiculo, FatosVerificacaoRepository, LeiturasDoVeiculo, LeituraNoTempo, StatusChecklist, VeiculoEmViagem } from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { placaNaBlacklist } from '../repositories/cadastro-apoio.queries.js';

/** The facts of the vehicle check (spec 01 §4.6), read from the tables that hold them. */
export class SqlFatosVerificacao implements FatosVerificacaoRepository {
  constructor(private readonly em: EntityManager) {}

  async fatos(clienteId: number, veiculoId: number | null): Promise<FatosDoVeiculo> {
    const db = kx(this.em);
    const veiculo = veiculoId ? ((await db('veiculos').where('id', veiculoId).first('id', 'tipo', 'placa')) as { id: number; tipo: string; placa: string } | undefined) : undefined;
    const [vinculo, cliente, checklists, bloqueio] = await Promise.all([
      veiculo ? db('clientes_veiculos').where({ cliente_id: clienteId, veiculo_id: veiculo.id, ativo: true }).first('id') : undefined,
      db('clientes').where('id', clienteId).first('reteste'),
      veiculo
        ? db('check_lists').where('veiculo_id', veiculo.id).orderBy('id', 'desc').limit(20).select('id', 'cliente_id', 'status', 'data_cadastro', 'data_validade')
        : [],
      // Every request consults the blacklist (issue 13).
      placaNaBlacklist(db, veiculo?.placa),
    ]);
    return {
      veiculo: veiculo ?? null,
      vinculado: !!vinculo,
      clienteReteste: !!(cliente as { reteste?: boolean } | undefined)?.reteste,
      blacklist: bloqueio ? { placa: bloqueio.placa!, motivo: bloqueio.motivo } : null,
      checklists: (checklists as Array<{ id: number; cliente_id: number; status: StatusChecklist; data_cadastro: unknown; data_validade: unknown }>).map((c) => ({
        ...c, data_cadastro: dataPg(c.data_cadastro), data_validade: c.data_validade ? dataPg(c.data_validade) : null,
      })),
    };
  }
}

/** A test window's readings from the vehicle's stored positions (posicoes.leituras). */
export class SqlLeiturasDoVeiculo implements LeiturasDoVeiculo {
  constructor(private readonly em: EntityManager) {}

  async janela(veiculoId: number, inicio: Date, fim: Date, perifericos: readonly number[]): Promise<{ base: Map<number, number>; leituras: LeituraNoTempo[] }> {
    const db = kx(this.em);
    const base = new Map<number, number>();
    if (perifericos.length) {
      const linhas = (await db.raw(
        `select distinct on (k.key) k.key::int as periferico_id, k.value::int as valor
           from posicoes p, jsonb_each_text(p.leituras) k
          where p.veiculo_id = ? and p.data_posicao < ? and p.data_posicao >= ?::timestamptz - interval '1 day' and p.leituras is not null
            and k.key = any(?::text[])
          order by k.key, p.data_posicao desc`,
        [veiculoId, inicio.toISOString(), inicio.toISOString(), perifericos.map(String)],
      )) as { rows: Array<{ periferico_id: number; valor: number }> };
      for (const l of linhas.rows) base.set(l.periferico_id, l.valor);
    }
    const desde = (await db.raw(
      `select k.key::int as periferico_id, k.value::int as valor, p.data_posicao
         from posicoes p, jsonb_each_text(p.leituras) k
        where p.veiculo_id = ? and p.data_posicao >= ? and p.data_posicao < ? and p.leituras is not null
        order by p.data_posicao`,
      [veiculoId, inicio.toISOString(), fim.toISOString()],
    )) as { rows: Array<{ periferico_id: number; valor: number; data_posicao: Date | string }> };
    return { base, leituras: desde.rows.map((l) => ({ ...l, data_posicao: new Date(l.data_posicao) })) };
  }
}

/**
 * Whether a vehicle is on a trip now, for the checklist's EM_VIAGEM (spec 01 §4.6): a trip (SM)
 * of it in transit (status 2) and not deleted.
 */
export class SqlVeiculoEmViagem implements VeiculoEmViagem {
  constructor(private readonly em: EntityManager) {}

  async emViagem(veiculoId: number): Promise<boolean> {
    return !!(await kx(this.em)('monitoramentos').where({ veiculo_id: veiculoId, status: 2 }).whereNull('excluida_em').first('id'));
  }
}

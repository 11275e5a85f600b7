import type { Knex } from '@mikro-orm/knex';
import { TECNOLOGIA } from '@gr/domain';

/**
 * Demo stations (issue 23): one by technology, one by client, one by trip type, and an inactive
 * one, so a fresh `npm start` shows the desk split in stations and some trips left without one.
 */
export async function seedEstacoesDemo(db: Knex, clientes: ReadonlyMap<string, number>): Promise<void> {
  const estacoes: Array<{ descricao: string; ativa?: boolean; tecnologias?: number[]; tipos?: number[]; clientes?: string[] }> = [
    { descricao: 'MESA ONIXSAT E OMNILINK', tecnologias: [TECNOLOGIA.ONIXSAT, TECNOLOGIA.OMNILINK] },
    { descricao: 'MESA RODOVALE', clientes: ['rodobens'] },
    { descricao: 'MESA DISTRIBUIÇÃO E COLETA', tipos: [2, 6] },
    { descricao: 'MESA NOTURNA', ativa: false, tecnologias: [TECNOLOGIA.TELEMONITORADO] },
  ];
  for (const e of estacoes) {
    const [row] = (await db('estacoes').insert({ descricao: e.descricao, ativa: e.ativa ?? true, username_add: 'ADMIN' }).returning('id')) as Array<{ id: number }>;
    const id = row!.id;
    if (e.tecnologias?.length) await db('estacoes_tecnologias').insert(e.tecnologias.map((t) => ({ estacao_id: id, tecnologia_id: t })));
    if (e.tipos?.length) await db('estacoes_tipos_viagens').insert(e.tipos.map((t) => ({ estacao_id: id, tipo_viagem_id: t })));
    const ids = (e.clientes ?? []).map((c) => clientes.get(c)).filter((c): c is number => c !== undefined);
    if (ids.length) await db('estacoes_clientes').insert(ids.map((c) => ({ estacao_id: id, cliente_id: c })));
  }
}

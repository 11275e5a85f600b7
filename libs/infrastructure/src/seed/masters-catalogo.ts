import type { Knex } from '@mikro-orm/knex';
import { sincronizarReferenciasPgr } from './masters-pgr.js';
import { ESTADOS_BR, FABRICANTES_PADRAO, FUNCOES_PADRAO, SINISTROS_PADRAO, TECNOLOGIAS_PADRAO } from '@gr/domain';

/** Ids below this are the product's own (technologies 2, 4 and 13 are named by rules). */
const PRIMEIRO_ID_DO_USUARIO = 100;

async function vazia(db: Knex, tabela: string): Promise<boolean> {
  return !(await db(tabela).first(db.raw('1 as x')));
}

/**
 * Reference lists every install needs (states, technologies, job functions, kinds of loss, makers
 * and models), written once on an empty table: after that they are the desk's to edit, and a
 * state or maker it deleted does not come back on the next start.
 */
export async function sincronizarReferenciasMasters(db: Knex): Promise<void> {
  if (await vazia(db, 'estados')) await db('estados').insert(ESTADOS_BR.map((e) => ({ uf: e.uf, nome: e.nome })));
  if (await vazia(db, 'tecnologias')) {
    await db('tecnologias').insert(TECNOLOGIAS_PADRAO.map((t) => ({ id: t.id, descricao: t.descricao })));
    await db.raw(`select setval(pg_get_serial_sequence('tecnologias','id'), greatest((select max(id) from tecnologias), ?))`, [PRIMEIRO_ID_DO_USUARIO]);
  }
  if (await vazia(db, 'funcoes')) await db('funcoes').insert(FUNCOES_PADRAO.map((descricao) => ({ descricao })));
  if (await vazia(db, 'sinistros')) await db('sinistros').insert(SINISTROS_PADRAO.map((descricao) => ({ descricao })));
  if (await vazia(db, 'fabricantes')) {
    const criados: Array<{ id: number; nome: string }> = await db('fabricantes').insert(FABRICANTES_PADRAO.map((f) => ({ nome: f.nome }))).returning(['id', 'nome']);
    const ids = new Map(criados.map((f) => [f.nome, f.id]));
    await db('modelos').insert(FABRICANTES_PADRAO.flatMap((f) => f.modelos.map((nome) => ({ nome, fabricante_id: ids.get(f.nome)! }))));
  }
  await sincronizarReferenciasPgr(db);
}

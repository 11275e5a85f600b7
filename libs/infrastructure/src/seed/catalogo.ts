import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTROLADORES, GRUPOS_USUARIOS, regrasPadrao } from '@gr/domain';
import { kx } from '../persistence/knex.js';
import { sincronizarReferenciasMasters } from './masters-catalogo.js';

/**
 * Reference data every install needs, kept in step with the code on each start: the user groups
 * 3–17, the controllers and functions endpoints declare, and each group's default rules for
 * functions that did not exist before (an operator's later edits are left alone), and on a first
 * start the masters' reference lists (states, technologies, functions, makers and models).
 */
export async function sincronizarCatalogo(em: EntityManager): Promise<void> {
  await em.transactional(async (tem) => {
    const db = kx(tem);
    for (const g of GRUPOS_USUARIOS) {
      await db('grupos_usuarios').insert({ id: g.id, descricao: g.descricao }).onConflict('id').ignore();
    }
    await db.raw(`select setval(pg_get_serial_sequence('grupos_usuarios','id'), greatest((select max(id) from grupos_usuarios), 100))`);
    await sincronizarReferenciasMasters(db);

    const novas: Array<{ id: number; controlador: string; funcao: string }> = [];
    for (const c of CONTROLADORES) {
      const [ctrl] = await db('controladores')
        .insert({ nome: c.nome, descricao: c.descricao })
        .onConflict('nome')
        .merge(['descricao'])
        .returning(['id']);
      for (const f of c.funcoes) {
        const [criada] = await db('funcoes_controladores')
          .insert({ controlador_id: ctrl.id, nome: f.nome, descricao: f.descricao })
          .onConflict(['controlador_id', 'nome'])
          .ignore()
          .returning(['id']);
        if (criada) novas.push({ id: criada.id, controlador: c.nome, funcao: f.nome });
      }
    }
    if (!novas.length) return;
    const linhas: Array<{ grupo_usuario_id: number; funcao_id: number }> = [];
    for (const g of GRUPOS_USUARIOS) {
      const padrao = new Set(regrasPadrao(g.id).map((r) => `${r.controlador}#${r.funcao}`));
      for (const n of novas) if (padrao.has(`${n.controlador}#${n.funcao}`)) linhas.push({ grupo_usuario_id: g.id, funcao_id: n.id });
    }
    if (linhas.length) await db('grupos_funcoes').insert(linhas).onConflict(['grupo_usuario_id', 'funcao_id']).ignore();
    // Existing users of each group also get the functions that are new to the product.
    await db.raw(
      `insert into usuarios_funcoes (usuario_id, funcao_id)
       select u.id, gf.funcao_id from usuarios u join grupos_funcoes gf on gf.grupo_usuario_id = u.grupo_usuario_id
       where gf.funcao_id = any(?) on conflict do nothing`,
      [novas.map((n) => n.id)],
    );
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { AvisosViagens, ViagemMudada } from '@gr/domain';
import { kx } from '../knex.js';

const idOuNulo = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * The trips one transaction changed (issue 22, the live desk). The adapters mark a trip where they
 * write its history line — every change of a trip writes one — and `transacaoAvisada` tells them
 * to the desk once the transaction has committed, never before (a desk reloading early would read
 * the old row) and never for a rolled back one.
 */
export class MudancasDeViagens {
  private readonly ids = new Map<number, boolean>();
  private readonly antes = new Map<number, { cliente_id: number | null; embarcador_id: number | null }>();

  marcar(id: number, mudouDeLista = false): void {
    this.ids.set(id, (this.ids.get(id) ?? false) || mudouDeLista);
  }

  /** The tenancy keys a trip had when the transaction locked it: an edit that moves it to another client is told to both. */
  lembrar(v: { id: number; cliente_id: number | null; embarcador_id: number | null }): void {
    if (!this.antes.has(v.id)) this.antes.set(v.id, { cliente_id: v.cliente_id, embarcador_id: v.embarcador_id });
  }

  /** Inside the transaction: each marked trip with its tenancy keys as they are about to commit (a deleted trip too). */
  async lidas(db: Knex): Promise<ViagemMudada[]> {
    if (!this.ids.size) return [];
    const linhas = (await db('monitoramentos').whereIn('id', [...this.ids.keys()]).select('id', 'cliente_id', 'embarcador_id')) as Array<{
      id: number | string;
      cliente_id: number | string | null;
      embarcador_id: number | string | null;
    }>;
    const out: ViagemMudada[] = [];
    for (const linha of linhas) {
      const l = { cliente_id: idOuNulo(linha.cliente_id), embarcador_id: idOuNulo(linha.embarcador_id) };
      const id = Number(linha.id);
      const a = this.antes.get(id);
      const mudouDeDono = !!a && (a.cliente_id !== l.cliente_id || a.embarcador_id !== l.embarcador_id);
      out.push({ id, cliente_id: l.cliente_id, embarcador_id: l.embarcador_id, mudouDeLista: mudouDeDono || (this.ids.get(id) ?? false) });
      // The readers who had it lose it: their list changed.
      if (mudouDeDono) out.push({ id, cliente_id: a.cliente_id, embarcador_id: a.embarcador_id, mudouDeLista: true });
    }
    return out;
  }
}

/** A history line's trip marked: a transition that moved the status, a creation or a deletion changed list. */
export function marcarPeloEvento(m: MudancasDeViagens | undefined, e: { viagemId: number; acao: string; antes: number | null; depois: number | null }): void {
  m?.marcar(e.viagemId, e.antes !== e.depois || e.acao === 'EXCLUIR');
}

/** `fn` in one transaction; once it commits, the trips it marked are told to `avisos`. */
export async function transacaoAvisada<T>(
  em: EntityManager,
  avisos: AvisosViagens | undefined,
  fn: (tem: EntityManager, mudancas: MudancasDeViagens) => Promise<T>,
): Promise<T> {
  const mudancas = new MudancasDeViagens();
  let lidas: ViagemMudada[] = [];
  const r = await em.transactional(async (tem) => {
    const r = await fn(tem, mudancas);
    if (avisos) lidas = await mudancas.lidas(kx(tem));
    return r;
  });
  if (lidas.length) avisos!.mudaram(lidas);
  return r;
}

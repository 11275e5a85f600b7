import { avaliarTesteAutomatico, type LeituraNoTempo } from './teste-automatico.js';

/**
 * The pre-test (spec 01 §4.9): while the desk monitors (monitorando_preteste), the driver works
 * the doors, the uncoupling sensor and the block and siren, and each item gets a pre-test status
 * from the same readings the automatic test reads:
 *  -2 REPROVADO (the window closed and the sensor never answered), -1 REPROVADO em análise (a
 *  negative sensor left in violation), 0 none, 1 PENDENTE parcial (one change seen), 2 PRÉ-APROVADO.
 * The guide groups the items: doors, disengage, block and siren, each AGUARDANDO, PENDENTE or
 * ITEM APROVADO. Applying the pre-test (preteste_usado) turns 2 into APROVADO and -2/-1 into
 * REPROVADO on the checklist's marks; the others stay for the test.
 */
export const STATUS_PRE_TESTE = { [-2]: 'REPROVADO', [-1]: 'REPROVADO em análise', 0: 'nenhum', 1: 'PENDENTE parcial', 2: 'PRÉ-APROVADO' } as const;
export type StatusPreTeste = -2 | -1 | 0 | 1 | 2;

/** The guide's groups by peripheral (doors 1 and 2; disengage 8; block 7 and siren 12). */
export const GRUPOS_PRE_TESTE = [
  { chave: 'portas', titulo: 'Portas', perifericos: [1, 2] },
  { chave: 'desengate', titulo: 'Desengate', perifericos: [8] },
  { chave: 'bloqueio_sirene', titulo: 'Bloqueio e sirene', perifericos: [7, 12] },
] as const;

export type EstadoGrupoPreTeste = 'AGUARDANDO' | 'PENDENTE' | 'ITEM APROVADO';

export interface ItemPreTeste {
  id: number;
  periferico_id: number | null;
  descricao: string;
  status: StatusPreTeste;
}

/** Statuses of the items from the readings since the pre-test began; `encerrado`: the window is over. */
export function avaliarPreTeste(
  itens: readonly { id: number; periferico_id: number | null; descricao: string }[],
  inicio: Date,
  agora: Date,
  base: ReadonlyMap<number, number>,
  leituras: readonly LeituraNoTempo[],
  encerrado = false,
): { itens: ItemPreTeste[]; grupos: Array<{ chave: string; titulo: string; estado: EstadoGrupoPreTeste }> } {
  const r = avaliarTesteAutomatico(itens, inicio, agora, base, leituras);
  const lista = r.itens.map((i): ItemPreTeste => {
    let status: StatusPreTeste = i.status === 2 ? 2 : i.status === 1 ? 1 : 0;
    if (i.status === 2 && i.violacao) status = -1;
    else if (encerrado && i.status < 2) status = -2;
    return { id: i.id, periferico_id: i.periferico_id, descricao: i.descricao, status };
  });
  const grupos = GRUPOS_PRE_TESTE.map((g) => {
    const doGrupo = lista.filter((i) => i.periferico_id !== null && (g.perifericos as readonly number[]).includes(i.periferico_id));
    const estado: EstadoGrupoPreTeste =
      doGrupo.length && doGrupo.every((i) => i.status === 2) ? 'ITEM APROVADO' : doGrupo.some((i) => i.status !== 0) ? 'PENDENTE' : 'AGUARDANDO';
    return { chave: g.chave, titulo: g.titulo, estado };
  });
  return { itens: lista, grupos };
}

/** The marks applying the pre-test gives (preteste_usado): only the decided ones. */
export function marcasDoPreTeste(itens: readonly { id: number; status: StatusPreTeste }[]): Map<number, 'APROVADO' | 'REPROVADO'> {
  const m = new Map<number, 'APROVADO' | 'REPROVADO'>();
  for (const i of itens) {
    if (i.status === 2) m.set(i.id, 'APROVADO');
    else if (i.status < 0) m.set(i.id, 'REPROVADO');
  }
  return m;
}

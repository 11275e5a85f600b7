import { GRAUS_RISCO, PERIFERICOS_PGR } from '@gr/domain';

/** Fixed options of the PGR and risk lists' forms (spec 03 §3). */

/**
 * Peripherals of a PGR item (spec 03 §3 "Item PGR": ids 1–28 and 44, GET
 * /api/perifericos/get_periferico), each shown as its icon: a sensor badge with the
 * peripheral's number, named for screen readers.
 */
export const PERIFERICOS: readonly number[] = PERIFERICOS_PGR;

/**
 * Kinds of PGR action (what the operator does when the plan asks for it), as the demo seed uses
 * tipo_acao_pgr_id; the API has no list of them yet.
 */
export const TIPOS_ACAO_PGR = [
  { valor: 1, rotulo: 'LIGAÇÃO' },
  { valor: 2, rotulo: 'MENSAGEM AO TECLADO' },
  { valor: 3, rotulo: 'COMANDO AO VEÍCULO' },
  { valor: 4, rotulo: 'ACIONAMENTO' },
  { valor: 5, rotulo: 'E-MAIL' },
] as const;

/** `acao_modifica` of a trip-situation action (spec 03 §3): who acts on whom. */
export const SENTIDOS_ACAO = [
  { valor: 'true', rotulo: 'Veiculo > Central' },
  { valor: 'false', rotulo: 'Central > Veiculo' },
] as const;

/** Risk levels 1 BAIXO, 2 MEDIO, 3 ALTO as select options: the domain's GRAUS_RISCO (spec 03 §3 "Client PGR"). */
export const OPCOES_GRAU_RISCO = GRAUS_RISCO.map((g) => ({ valor: g.id, rotulo: g.descricao }));

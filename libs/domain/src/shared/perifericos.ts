/**
 * The peripherals of a tracker (spec 01 §3 "Peripheral reading", §4 peripheral tracking, §9 icon
 * ids 1–28 and 44; spec 02 §3 fake-position flags). The spec gives the ids, which are negative
 * (8, 9, 10, 11, 27, 28, 44: a value of 1 is a violation) and that 12 is the positive one, but not
 * which sensor each id is: the table below fixes that (docs/decisoes.md, "periféricos"), with the
 * flag names of the fake position so every door and screen speaks of the same sensor.
 */
export interface Periferico {
  id: number;
  /** The flag's name in the fake position and the batch door (`sensor_porta_motorista`...). */
  chave: string;
  descricao: string;
  /** A value of 1 means something is wrong (door forced, trailer unhitched, panic...). */
  negativo: boolean;
}

const P = (id: number, chave: string, descricao: string, negativo = false): Periferico => ({ id, chave, descricao, negativo });

export const PERIFERICOS: readonly Periferico[] = [
  P(1, 'sensor_porta_motorista', 'Porta do motorista'),
  P(2, 'sensor_porta_carona', 'Porta do carona'),
  P(3, 'sensor_bau1', 'Porta do baú 1'),
  P(4, 'sensor_bau2', 'Porta do baú 2'),
  P(5, 'sensor_bau3', 'Porta do baú 3'),
  P(6, 'ignicao', 'Ignição'),
  P(7, 'bloqueio', 'Bloqueio'),
  P(8, 'sensor_desengate1', 'Desengate da carreta 1', true),
  P(9, 'sensor_desengate2', 'Desengate da carreta 2', true),
  P(10, 'sensor_violacao_painel', 'Violação do painel', true),
  P(11, 'botao_panico', 'Botão de pânico', true),
  P(12, 'sirene', 'Sirene'),
  P(13, 'trava_5_roda', 'Trava da quinta roda'),
  P(14, 'trava_bau1', 'Trava do baú 1'),
  P(15, 'trava_bau2', 'Trava do baú 2'),
  P(16, 'trava_bau3', 'Trava do baú 3'),
  P(17, 'teclado', 'Teclado'),
  P(18, 'sensor_temperatura', 'Sensor de temperatura'),
  P(19, 'entrada_auxiliar1', 'Entrada auxiliar 1'),
  P(20, 'entrada_auxiliar2', 'Entrada auxiliar 2'),
  P(21, 'entrada_auxiliar3', 'Entrada auxiliar 3'),
  P(22, 'entrada_auxiliar4', 'Entrada auxiliar 4'),
  P(23, 'saida_auxiliar1', 'Saída auxiliar 1'),
  P(24, 'saida_auxiliar2', 'Saída auxiliar 2'),
  P(25, 'localizador_movel', 'Localizador móvel (isca)'),
  P(26, 'antena_gps', 'Antena GPS'),
  P(27, 'sensor_janelas', 'Janelas', true),
  P(28, 'sensor_falha_teclado', 'Falha do teclado', true),
  P(44, 'detector_jammer', 'Detector de jammer', true),
];

const POR_ID = new Map(PERIFERICOS.map((p) => [p.id, p]));
const POR_CHAVE = new Map(PERIFERICOS.map((p) => [p.chave, p]));

export function perifericoPorId(id: number): Periferico | undefined {
  return POR_ID.get(id);
}

export function perifericoPorChave(chave: string): Periferico | undefined {
  return POR_CHAVE.get(chave);
}

/** One reading of a peripheral with a position: 1 on (door open, lock closed...), 0 off. */
export interface Leitura {
  periferico_id: number;
  valor: 0 | 1;
}

/** A negative peripheral reading 1 is a violation (spec 01 §4). */
export function violacao(leitura: Leitura): boolean {
  return leitura.valor === 1 && !!POR_ID.get(leitura.periferico_id)?.negativo;
}

/** true/false, 1/0 and their strings ('true', '1', 'sim'...) as 1 or 0; anything else null. */
export function lerLigado(valor: unknown): 0 | 1 | null {
  if (valor === true || valor === 1) return 1;
  if (valor === false || valor === 0) return 0;
  if (typeof valor === 'string') {
    const t = valor.trim().toLowerCase();
    if (['1', 'true', 'sim', 'on'].includes(t)) return 1;
    if (['0', 'false', 'nao', 'não', 'off'].includes(t)) return 0;
  }
  return null;
}

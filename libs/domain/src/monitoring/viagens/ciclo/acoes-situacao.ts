/**
 * The PGR actions a trip situation triggers (spec 02 §3 "Trip situation action", spec 03 §3): each
 * active `situacao_viagem_acoes_pgr` row of the new situation must be carried out within its
 * tempo_execucao (HH:mm:ss) from the change, and is late after the tempo_tolerancia beyond that.
 * acao_modifica true reads 'Veiculo > Central' (the vehicle's side acts), false 'Central > Veiculo'.
 */
export interface AcaoSituacao {
  id: number;
  acoes_pgr_id: number;
  acao_pgr: string;
  tempo_execucao: string;
  tempo_tolerancia: string;
  acao_modifica: boolean;
}

export interface AcaoSituacaoComPrazo extends AcaoSituacao {
  sentido: 'Veiculo > Central' | 'Central > Veiculo';
  /** The moment the action is due (change + tempo_execucao). */
  prazo: string;
  /** The moment it is late (prazo + tempo_tolerancia). */
  limite: string;
}

/** Seconds of an 'HH:mm:ss' duration (hours may pass 23); NaN when malformed. */
export function segundosDaDuracao(hhmmss: string): number {
  const m = /^(\d{2,3}):([0-5]\d):([0-5]\d)$/.exec(hhmmss);
  if (!m) return Number.NaN;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

export function sentidoDaAcao(acaoModifica: boolean): AcaoSituacaoComPrazo['sentido'] {
  return acaoModifica ? 'Veiculo > Central' : 'Central > Veiculo';
}

/** The deadlines of the actions a situation set at `desde` triggers, soonest first. */
export function prazosDasAcoes(acoes: readonly AcaoSituacao[], desde: Date): AcaoSituacaoComPrazo[] {
  return acoes
    .map((a) => {
      const exec = segundosDaDuracao(a.tempo_execucao);
      const tol = segundosDaDuracao(a.tempo_tolerancia);
      const prazo = new Date(desde.getTime() + (Number.isNaN(exec) ? 0 : exec) * 1000);
      const limite = new Date(prazo.getTime() + (Number.isNaN(tol) ? 0 : tol) * 1000);
      return { ...a, sentido: sentidoDaAcao(a.acao_modifica), prazo: prazo.toISOString(), limite: limite.toISOString() };
    })
    .sort((x, y) => x.prazo.localeCompare(y.prazo) || x.id - y.id);
}

/**
 * Signal loss (issue 22; spec 02 §7 `notificacao_email_perda_sinal_agendamento`; the client PGR's
 * `tempo_perda_sinal_agendamento`, minutes): a scheduled job looks at the scheduled and in-transit
 * trips whose PGR sets the time, and for each whose vehicle's last fix is older than that, once per
 * silence, records it — the trip's history, for a trip in transit an occurrence (PERDA DE SINAL),
 * and an e-mail to the client's contacts. A fix that arrives afterwards starts a new silence: the
 * notice is tied to the last fix's time, so the next loss is told again.
 */
import { descricaoDoEvento } from './eventos.js';
import { sinalPerdido } from './acompanhar.js';

export interface ViagemVigiada {
  id: number;
  status: 1 | 2;
  placa: string | null;
  minutosPgr: number;
  /** The vehicle's last fix (null: none ever). */
  ultimaEm: Date | null;
  /** The last fix time of the silence already told (ISO; 'nunca' when it had none), else null. */
  avisadaPara: string | null;
  /** The client's contacts with an e-mail. */
  emails: string[];
}

export interface PerdaDeSinal {
  viagem_id: number;
  status: 1 | 2;
  /** Marks the silence told: the last fix time it is about. */
  avisadaPara: string;
  descricao: string;
  instante: Date;
  email: { para: string[]; assunto: string; corpo: string } | null;
}

export interface SinalDasViagens {
  /** Scheduled and in-transit trips whose PGR sets a signal-loss time, with their vehicle's last fix. */
  vigiadas(): Promise<ViagemVigiada[]>;
  /** Records one loss (history, occurrence for a trip in transit, e-mail), once even if two processes try. */
  registrar(perda: PerdaDeSinal): Promise<boolean>;
}

const chaveDoSilencio = (ultimaEm: Date | null) => (ultimaEm ? ultimaEm.toISOString() : 'nunca');

/** The losses to record now: silent longer than the PGR allows, and not told for this silence. */
export function perdasDeSinal(viagens: readonly ViagemVigiada[], agora: Date): PerdaDeSinal[] {
  const out: PerdaDeSinal[] = [];
  for (const v of viagens) {
    if (!sinalPerdido(v.ultimaEm, agora, v.minutosPgr)) continue;
    const chave = chaveDoSilencio(v.ultimaEm);
    if (v.avisadaPara === chave) continue;
    const descricao = descricaoDoEvento({ tipo: 'PERDA_SINAL', minutos: v.minutosPgr });
    const ultima = v.ultimaEm ? `Última posição: ${v.ultimaEm.toISOString().slice(0, 16).replace('T', ' ')} UTC.` : 'O veículo nunca enviou posição.';
    out.push({
      viagem_id: v.id,
      status: v.status,
      avisadaPara: chave,
      descricao,
      instante: agora,
      email: v.emails.length
        ? {
            para: v.emails,
            assunto: `Perda de sinal — SM ${v.id}${v.placa ? ` (${v.placa})` : ''}`,
            corpo: `${descricao}\nSM ${v.id}, ${v.status === 1 ? 'agendada' : 'em viagem'}${v.placa ? `, placa ${v.placa}` : ''}.\n${ultima}`,
          }
        : null,
    });
  }
  return out;
}

export class VerificarPerdaDeSinal {
  constructor(private readonly sinal: SinalDasViagens) {}

  /** Returns how many losses were recorded. */
  async executar(agora: Date): Promise<number> {
    let n = 0;
    for (const p of perdasDeSinal(await this.sinal.vigiadas(), agora)) if (await this.sinal.registrar(p)) n++;
    return n;
  }
}

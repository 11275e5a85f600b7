/**
 * Signal loss (issue 22; spec 02 §7 `notificacao_email_perda_sinal_agendamento`; the client PGR's
 * `tempo_perda_sinal_agendamento`, minutes): a scheduled job looks at the scheduled and in-transit
 * trips whose PGR sets the time, and for each whose vehicle's last fix is older than that, once per
 * silence, records it — the trip's history, for a trip in transit an occurrence (PERDA DE SINAL),
 * and an e-mail to the client's contacts. A fix that arrives afterwards starts a new silence: the
 * notice is tied to the last fix's time, so the next loss is told again. The desk can tell a
 * scheduled trip's loss itself (the call), through the same use case and once per silence too.
 */
import { BusinessRuleError, formatarDataHora, NotFoundError } from '../../shared/index.js';
import { exigirStaff } from '../viagens/ciclo/transicao.js';
import { MENSAGENS_VIAGEM } from '../viagens/estados.js';
import { exigirLeituraViagem, type LeitorViagem } from '../viagens/leitura.js';
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
  /** Who asked for it (the desk's call); the job's are the system's. */
  autor?: string;
  email: { para: string[]; assunto: string; corpo: string } | null;
}

export interface SinalDasViagens {
  /** Scheduled and in-transit trips whose PGR sets a signal-loss time, with their vehicle's last fix. */
  vigiadas(): Promise<ViagemVigiada[]>;
  /** One trip (not deleted) with the same facts, whatever its status and PGR; null when unknown. */
  viagem(id: number): Promise<ViagemDoAviso | null>;
  /** Records one loss (history, occurrence for a trip in transit, e-mail), once even if two processes try. */
  registrar(perda: PerdaDeSinal): Promise<boolean>;
}

const chaveDoSilencio = (ultimaEm: Date | null) => (ultimaEm ? ultimaEm.toISOString() : 'nunca');

/**
 * The notice of one silence: the history line, and the e-mail to the client's contacts (subject and
 * body in Portuguese, times in Brasília) — the same whether the job saw the PGR's time elapse or
 * the desk asked for it (NotificarPerdaDeSinal).
 */
export function avisoDePerda(v: Pick<ViagemVigiada, 'id' | 'status' | 'placa' | 'minutosPgr' | 'ultimaEm' | 'emails'>, agora: Date, autor?: string): PerdaDeSinal {
  const descricao = descricaoDoEvento({ tipo: 'PERDA_SINAL', minutos: v.minutosPgr });
  const ultima = v.ultimaEm ? `Última posição: ${formatarDataHora(v.ultimaEm)} (horário de Brasília).` : 'O veículo nunca enviou posição.';
  return {
    viagem_id: v.id,
    status: v.status,
    avisadaPara: chaveDoSilencio(v.ultimaEm),
    descricao,
    instante: agora,
    ...(autor ? { autor } : {}),
    email: v.emails.length
      ? {
          para: v.emails,
          assunto: `Perda de sinal — SM ${v.id}${v.placa ? ` (${v.placa})` : ''}`,
          corpo: `${descricao}\nSM ${v.id}, ${v.status === 1 ? 'agendada' : 'em viagem'}${v.placa ? `, placa ${v.placa}` : ''}.\n${ultima}`,
        }
      : null,
  };
}

/** The losses to record now: silent longer than the PGR allows, and not told for this silence. */
export function perdasDeSinal(viagens: readonly ViagemVigiada[], agora: Date): PerdaDeSinal[] {
  return viagens.filter((v) => sinalPerdido(v.ultimaEm, agora, v.minutosPgr) && v.avisadaPara !== chaveDoSilencio(v.ultimaEm)).map((v) => avisoDePerda(v, agora));
}

export const MENSAGENS_PERDA_SINAL = {
  soAgendada: 'A notificação de perda de sinal é só para SM agendada',
  semEmail: 'O cliente da SM não tem contato com e-mail cadastrado',
  comSinal: (minutos: number, pgr: number) => `O veículo enviou posição há ${minutos} min; o PGR do cliente considera perda de sinal após ${pgr} min`,
  enviada: (n: number) => `Notificação de perda de sinal enviada para ${n === 1 ? '1 contato' : `${n} contatos`}`,
  jaEnviada: 'A notificação desta perda de sinal já foi enviada (uma por silêncio do veículo; uma nova posição abre outro)',
} as const;

/** A trip as the desk's notice reads it: the watched trip's facts, of any status, with its owners for the read rule. */
export interface ViagemDoAviso extends Omit<ViagemVigiada, 'status' | 'minutosPgr'> {
  status: number;
  cliente_id: number | null;
  embarcador_id: number | null;
  /** The PGR's time (null or 0: the PGR sets none). */
  minutosPgr: number | null;
}

export interface ResultadoAvisoPerda {
  enviada: boolean;
  msg: string;
  /** Who the e-mail went to (empty when it was not sent now). */
  para: string[];
}

/**
 * Signal loss of a scheduled trip told to the client (spec 02 §7
 * `notificacao_email_perda_sinal_agendamento`; decision 44). The job calls `pelaVigia` for every
 * watched trip whose PGR time elapsed; the desk calls `pelaMesa`: staff only (groups 3–7), the
 * trip it may read (404, 403), scheduled (422), with an e-mail to send to (422), and silent — past
 * the PGR's time when the PGR sets one (422). Once per silence, like the job: a second call for
 * the same silence (or one after the job told it) sends nothing and says it was sent.
 */
export class NotificarPerdaDeSinal {
  constructor(private readonly sinal: SinalDasViagens) {}

  /** Records the loss the job found; false when another process recorded it first. */
  pelaVigia(v: ViagemVigiada, agora: Date): Promise<boolean> {
    return this.sinal.registrar(avisoDePerda(v, agora));
  }

  async pelaMesa(viagemId: number, quem: LeitorViagem & { username: string }, agora: Date): Promise<ResultadoAvisoPerda> {
    const v = await this.sinal.viagem(viagemId);
    if (!v) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
    exigirLeituraViagem(quem, v);
    exigirStaff(quem.grupo_usuario_id);
    if (v.status !== 1) throw new BusinessRuleError(MENSAGENS_PERDA_SINAL.soAgendada);
    if (!v.emails.length) throw new BusinessRuleError(MENSAGENS_PERDA_SINAL.semEmail);
    if (v.minutosPgr && v.ultimaEm && !sinalPerdido(v.ultimaEm, agora, v.minutosPgr)) {
      throw new BusinessRuleError(MENSAGENS_PERDA_SINAL.comSinal(Math.floor((agora.getTime() - v.ultimaEm.getTime()) / 60_000), v.minutosPgr));
    }
    if (v.avisadaPara === chaveDoSilencio(v.ultimaEm)) return { enviada: false, msg: MENSAGENS_PERDA_SINAL.jaEnviada, para: [] };
    const aviso = avisoDePerda({ ...v, status: 1, minutosPgr: v.minutosPgr ?? 0 }, agora, quem.username);
    if (!(await this.sinal.registrar(aviso))) return { enviada: false, msg: MENSAGENS_PERDA_SINAL.jaEnviada, para: [] };
    return { enviada: true, msg: MENSAGENS_PERDA_SINAL.enviada(v.emails.length), para: v.emails };
  }
}

export class VerificarPerdaDeSinal {
  private readonly notificar: NotificarPerdaDeSinal;
  constructor(private readonly sinal: SinalDasViagens) {
    this.notificar = new NotificarPerdaDeSinal(sinal);
  }

  /** Returns how many losses were recorded. */
  async executar(agora: Date): Promise<number> {
    let n = 0;
    for (const v of await this.sinal.vigiadas()) {
      if (!sinalPerdido(v.ultimaEm, agora, v.minutosPgr) || v.avisadaPara === chaveDoSilencio(v.ultimaEm)) continue;
      if (await this.notificar.pelaVigia(v, agora)) n++;
    }
    return n;
  }
}

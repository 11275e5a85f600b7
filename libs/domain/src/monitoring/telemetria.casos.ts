/**
 * The telemetry pipeline (ARCHITECTURE.md "Telemetry"): every door hands its parsed positions
 * here. Validate, de-duplicate on (terminal, fix time), find each terminal's vehicle, store in
 * bulk, move each vehicle's last position forward (never back; a fix flagged invalid never). The
 * answer counts what was stored and why the rest was not. What a known device sent that is not a
 * fix to store is kept too, so that its door can acknowledge it (a tracker resends what it was
 * refused, and stalls on it): a heartbeat as the device's last contact, a filtered fix with its
 * reason for the operator.
 */
import type { Clock } from '../identity/index.js';
import {
  motivoDeRecusa, REGRAS_POSICAO_PADRAO, semPosicao,
  type LidoSemPosicao, type Lido, type MotivoFiltro, type MotivoRecusa, type PosicaoRecebida, type RegrasPosicao,
} from './posicao.js';

/** The vehicle a terminal is installed in. */
export interface TerminalConhecido {
  veiculo_id: number;
  tecnologia_id: number | null;
}

export type PosicaoDeVeiculo = PosicaoRecebida & TerminalConhecido;

/** A request of a known device without a fix (heartbeat): its contact, battery, alarms. */
export interface ContatoDeVeiculo extends LidoSemPosicao {
  veiculo_id: number;
  /** The unit's time when readable and not ahead of the clock; else the arrival time. */
  data_contato: Date;
}

/** A fix of a known device kept out of its positions (or stored flagged invalid), with the reason. */
export interface FiltradaDeVeiculo extends LidoSemPosicao {
  veiculo_id: number;
  motivo: MotivoFiltro;
}

export interface TelemetriaRepositorio {
  /** The vehicles of these terminals; a terminal in no vehicle is absent from the map. */
  terminais(terminais: readonly string[]): Promise<Map<string, TerminalConhecido>>;
  /**
   * Stores the positions in one transaction, durable when it returns, skipping those already
   * stored (same terminal and fix time); moves each vehicle's last position and readings forward
   * only. Returns how many were new.
   */
  gravar(posicoes: readonly PosicaoDeVeiculo[]): Promise<number>;
  /** Keeps each vehicle's last contact (newest arrival wins) and moves its readings forward. */
  registrarContatos(contatos: readonly ContatoDeVeiculo[]): Promise<void>;
  /** Logs filtered fixes for the operator; the same (terminal, fix time, reason) once. */
  registrarFiltradas(filtradas: readonly FiltradaDeVeiculo[]): Promise<void>;
}

export interface ResultadoRecebimento {
  recebidas: number;
  gravadas: number;
  /** Positions not stored, per reason (absent reasons: none). */
  recusadas: Partial<Record<MotivoRecusa, number>>;
}

/**
 * Each position's fate, in the order received: the reason it was refused, or null when it reached
 * storage (stored, or found already stored: both are safe for its sender to forget).
 */
export interface RecebimentoDetalhado extends ResultadoRecebimento {
  porPosicao: Array<MotivoRecusa | null>;
}

/** Positions per batch call; a larger batch is refused whole (413). */
export const MAXIMO_POSICOES_LOTE = 2000;

export class ReceberPosicoes {
  constructor(
    private readonly repo: TelemetriaRepositorio,
    private readonly clock: Clock,
    private readonly regras: RegrasPosicao = REGRAS_POSICAO_PADRAO,
  ) {}

  async executar(lidas: ReadonlyArray<Lido<PosicaoRecebida>>): Promise<RecebimentoDetalhado> {
    const recusadas: Partial<Record<MotivoRecusa, number>> = {};
    const porPosicao: Array<MotivoRecusa | null> = lidas.map(() => null);
    const contar = (m: MotivoRecusa, n = 1) => {
      if (n > 0) recusadas[m] = (recusadas[m] ?? 0) + n;
    };
    const agora = this.clock.now();
    /** Each (terminal, fix time) once, with every index that sent it. */
    const unicas = new Map<string, { p: PosicaoRecebida; indices: number[] }>();
    /** Not fixes to store, from a device that may be known: decided once its vehicle is looked up. */
    const semFix: Array<{ i: number; motivo: MotivoRecusa; lido: LidoSemPosicao }> = [];
    lidas.forEach((lida, i) => {
      if (!lida.ok) {
        porPosicao[i] = lida.motivo;
        if (lida.lido?.terminal) semFix.push({ i, motivo: lida.motivo, lido: lida.lido });
        else contar(lida.motivo);
        return;
      }
      const motivo = motivoDeRecusa(lida.posicao, agora, this.regras);
      if (motivo) {
        porPosicao[i] = motivo;
        semFix.push({ i, motivo, lido: semPosicao(lida.posicao) });
        return;
      }
      const chave = `${lida.posicao.terminal}\u0000${lida.posicao.data_posicao.getTime()}`;
      const ja = unicas.get(chave);
      if (ja) {
        contar('duplicada');
        ja.indices.push(i);
      } else unicas.set(chave, { p: lida.posicao, indices: [i] });
    });
    const validas = [...unicas.values()];
    const terminais = new Set(validas.map((v) => v.p.terminal));
    for (const s of semFix) terminais.add(s.lido.terminal);
    const conhecidos = terminais.size ? await this.repo.terminais([...terminais]) : new Map<string, TerminalConhecido>();
    const gravar: PosicaoDeVeiculo[] = [];
    const filtradas: FiltradaDeVeiculo[] = [];
    for (const { p, indices } of validas) {
      const v = conhecidos.get(p.terminal);
      // Field by field, not `{ ...p, ...v }`: one shape for every row, and spreading 2,000 objects
      // was a measurable part of a batch.
      if (v) {
        gravar.push({
          terminal: p.terminal, data_posicao: p.data_posicao, latitude: p.latitude, longitude: p.longitude, valida: p.valida, velocidade: p.velocidade, direcao: p.direcao,
          ignicao: p.ignicao, altitude: p.altitude, precisao: p.precisao, bateria: p.bateria, leituras: p.leituras, atributos: p.atributos,
          veiculo_id: v.veiculo_id, tecnologia_id: v.tecnologia_id,
        });
        if (!p.valida) filtradas.push({ ...semPosicao(p), veiculo_id: v.veiculo_id, motivo: 'posicao_invalida' });
      } else {
        contar('terminal_desconhecido');
        for (const i of indices) porPosicao[i] = 'terminal_desconhecido';
      }
    }
    const contatos: ContatoDeVeiculo[] = [];
    for (const { i, motivo, lido } of semFix) {
      const v = conhecidos.get(lido.terminal);
      // An unknown device is refused whatever else is wrong with its request: nothing of it can be kept.
      if (!v) {
        contar('terminal_desconhecido');
        porPosicao[i] = 'terminal_desconhecido';
        continue;
      }
      contar(motivo);
      if (motivo === 'sem_coordenadas') {
        const futura = !lido.data || lido.data.getTime() > agora.getTime() + this.regras.toleranciaFuturoMs;
        contatos.push({ ...lido, veiculo_id: v.veiculo_id, data_contato: futura ? agora : lido.data! });
      } else if (motivo !== 'terminal_desconhecido' && motivo !== 'duplicada') filtradas.push({ ...lido, veiculo_id: v.veiculo_id, motivo });
    }
    const gravadas = gravar.length ? await this.repo.gravar(gravar) : 0;
    contar('duplicada', gravar.length - gravadas);
    // After the positions: should this fail, the request is not acknowledged and its resend finds them stored.
    if (contatos.length) await this.repo.registrarContatos(contatos);
    if (filtradas.length) await this.repo.registrarFiltradas(filtradas);
    return { recebidas: lidas.length, gravadas, recusadas, porPosicao };
  }
}

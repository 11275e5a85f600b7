/**
 * What the telemetry pipeline's stages need from outside: the vehicle of each terminal, storage of
 * the fixes, the last position and readings of each vehicle, and what a known device sent that is
 * not a fix (heartbeats, filtered fixes). One repository implements them all; each stage asks for
 * the part it uses.
 */
import type { LidoSemPosicao, MotivoFiltro, PosicaoRecebida } from '../posicao.js';

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

export interface TerminaisTelemetria {
  /** The vehicles of these terminals; a terminal in no vehicle is absent from the map. */
  terminais(terminais: readonly string[]): Promise<Map<string, TerminalConhecido>>;
}

export interface GravacaoPosicoes {
  /**
   * Stores the positions, durable when it returns, skipping those already stored (same terminal
   * and fix time). Returns how many were new.
   */
  gravar(posicoes: readonly PosicaoDeVeiculo[]): Promise<number>;
}

export interface UltimasPosicoes {
  /**
   * Moves each vehicle's last position (from its newest fix not flagged invalid) and each
   * (vehicle, peripheral)'s last reading forward only: an older fix never moves them back.
   */
  moverUltimas(posicoes: readonly PosicaoDeVeiculo[]): Promise<void>;
}

export interface RegistroSemPosicao {
  /** Keeps each vehicle's last contact (newest arrival wins) and moves its readings forward. */
  registrarContatos(contatos: readonly ContatoDeVeiculo[]): Promise<void>;
  /** Logs filtered fixes for the operator; the same (terminal, fix time, reason) once. */
  registrarFiltradas(filtradas: readonly FiltradaDeVeiculo[]): Promise<void>;
}

export interface TelemetriaRepositorio extends TerminaisTelemetria, GravacaoPosicoes, UltimasPosicoes, RegistroSemPosicao {}

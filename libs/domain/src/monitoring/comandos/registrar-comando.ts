/**
 * Commands and messages in (spec 02 §7 "Commands and messages"; spec 01 §7.1
 * procedimentos_checklist): each goes to the outbox with who asked, from where and when, and the
 * call answers at once; the worker sends it.
 */
import { BusinessRuleError } from '../../shared/index.js';
import { TEXTO_DA_ACAO, validarMensagemSaida, type AcaoRastreador, type CanalComando, type NovoComando } from '../comandos.js';
import type { ComandoRegistrado, FilaComandos } from './comandos.ports.js';

/** Who asked, and from where (recorded with the command). */
export interface AutorComando {
  usuario_id: number;
  username: string;
  origem: string;
}

/** The vehicle a command goes to or a message is about. */
export interface VeiculoDoComando {
  id: number;
  terminal: string | null;
}

/** A command to a vehicle's tracker: it travels as the action's text (Traccar's command types). */
export class RegistrarComandoRastreador {
  constructor(private readonly fila: Pick<FilaComandos, 'registrar'>) {}

  async executar(
    autor: AutorComando,
    veiculo: VeiculoDoComando,
    acao: AcaoRastreador,
    extra: { acao_pgr_id?: number | null; viagem_id?: number | null } = {},
  ): Promise<ComandoRegistrado> {
    if (!veiculo.terminal) throw new BusinessRuleError('O veículo não tem terminal cadastrado');
    return this.registrar(autor, {
      canal: 'RASTREADOR', acao, acao_pgr_id: extra.acao_pgr_id ?? null, veiculo_id: veiculo.id, terminal: veiculo.terminal, telefone: null,
      mensagem: TEXTO_DA_ACAO[acao], viagem_id: extra.viagem_id ?? null,
    });
  }

  private registrar(autor: AutorComando, c: Omit<NovoComando, keyof AutorComando>) {
    return this.fila.registrar({ ...c, ...autor });
  }
}

/**
 * A message to a driver (SMS, WhatsApp) or to a tracker's keypad (TEXTO): its number and text
 * checked for its channel, every field's error at once; the vehicle it is about goes with it.
 */
export class RegistrarMensagem {
  constructor(private readonly fila: Pick<FilaComandos, 'registrar'>) {}

  async executar(
    autor: AutorComando,
    canal: Exclude<CanalComando, 'RASTREADOR'>,
    dados: { telefone?: unknown; mensagem?: unknown; viagem_id?: number | null; veiculo?: VeiculoDoComando },
  ): Promise<ComandoRegistrado> {
    const { telefone, mensagem } = validarMensagemSaida(canal, dados);
    return this.fila.registrar({
      canal, acao: null, acao_pgr_id: null, veiculo_id: dados.veiculo?.id ?? null, terminal: dados.veiculo?.terminal ?? null, telefone, mensagem,
      viagem_id: dados.viagem_id ?? null, ...autor,
    });
  }
}

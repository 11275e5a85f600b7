/**
 * The outbox worker's turn and an OsmAnd device's delivery (issue 11): what is due goes out
 * through its channel; a failure is tried again with back-off until MAXIMO_TENTATIVAS, then FALHOU.
 */
import type { Clock } from '../../identity/index.js';
import { estadoAposFalha, proximaTentativa } from '../comandos.js';
import type { ComandoPendente, FilaComandos } from './comandos.ports.js';

/** Where a command goes: the phone of an SMS or WhatsApp message, else the vehicle's terminal. */
export function destinoDoComando(c: Pick<ComandoPendente, 'canal' | 'terminal' | 'telefone'>): string {
  return (c.canal === 'SMS' || c.canal === 'WHATSAPP' ? c.telefone : c.terminal) ?? '';
}

export class EnviarComandosPendentes {
  constructor(private readonly fila: Pick<FilaComandos, 'naVez'>, private readonly clock: Clock) {}

  executar(limite = 20): Promise<{ enviados: number; falhas: number }> {
    return this.fila.naVez(limite, async (vez) => {
      let enviados = 0;
      let falhas = 0;
      for (const c of vez.pendentes) {
        const tentativas = c.tentativas + 1;
        try {
          await vez.canal(c.canal).enviar({ id: c.id, canal: c.canal, destino: destinoDoComando(c), mensagem: c.mensagem, acao: c.acao });
          await vez.enviado(c.id, tentativas);
          enviados++;
        } catch (e) {
          const erro = (e instanceof Error ? e.message : String(e)).slice(0, 500);
          await vez.falhou(c.id, { estado: estadoAposFalha(tentativas), tentativas, erro, proxima_tentativa: proximaTentativa(tentativas, this.clock.now()) });
          falhas++;
        }
      }
      return { enviados, falhas };
    });
  }
}

/**
 * OsmAnd devices came back: what each was sent is delivered, and its next queued command goes in
 * its answer. Devices answered together are looked up together — one read finds the few with
 * anything waiting (almost never any), and only those take their turn at the queue.
 */
export class EntregarComandoAoDispositivo {
  constructor(private readonly fila: Pick<FilaComandos, 'terminaisComEspera' | 'paraODispositivo'>) {}

  /** Each terminal's command (null: none), in the order asked; a terminal asked twice gets its command once. */
  async executar(terminais: readonly string[]): Promise<Array<string | null>> {
    const comEspera = await this.fila.terminaisComEspera([...new Set(terminais)]);
    const atendidos = new Set<string>();
    const comandos: Array<string | null> = [];
    for (const t of terminais) {
      if (!comEspera.has(t) || atendidos.has(t)) {
        comandos.push(null);
        continue;
      }
      atendidos.add(t);
      comandos.push(await this.fila.paraODispositivo(t));
    }
    return comandos;
  }
}

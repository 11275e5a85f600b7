import type { EtapaTelemetria, LoteTelemetria } from './pipeline.js';
import type { TerminaisTelemetria } from './telemetria.ports.js';

/**
 * Stage 3: the vehicle of each terminal, in one look-up for the whole batch (refused items'
 * terminals included). A fix of a known device goes to storage with its vehicle and technology;
 * anything of a device no vehicle has is refused as `terminal_desconhecido`, whatever else was
 * wrong with it: nothing of it can be kept.
 */
export class ResolverTerminais implements EtapaTelemetria {
  readonly nome = 'resolver_terminal';
  readonly essencial = true;

  constructor(private readonly repo: TerminaisTelemetria) {}

  async executar(lote: LoteTelemetria): Promise<void> {
    const terminais = new Set(lote.candidatas.map((c) => c.p.terminal));
    for (const s of lote.semFix) terminais.add(s.lido.terminal);
    if (terminais.size) lote.conhecidos = await this.repo.terminais([...terminais]);
    for (const { p, indices } of lote.candidatas) {
      const v = lote.conhecidos.get(p.terminal);
      // Field by field, not `{ ...p, ...v }`: one shape for every row, and spreading 2,000 objects
      // was a measurable part of a batch.
      if (v) {
        lote.paraGravar.push({
          terminal: p.terminal, data_posicao: p.data_posicao, latitude: p.latitude, longitude: p.longitude, valida: p.valida, velocidade: p.velocidade, direcao: p.direcao,
          ignicao: p.ignicao, altitude: p.altitude, precisao: p.precisao, bateria: p.bateria, leituras: p.leituras, atributos: p.atributos,
          veiculo_id: v.veiculo_id, tecnologia_id: v.tecnologia_id,
        });
      } else {
        lote.contar('terminal_desconhecido');
        for (const i of indices) lote.porPosicao[i] = 'terminal_desconhecido';
      }
    }
    for (const s of lote.semFix) {
      const v = lote.conhecidos.get(s.lido.terminal);
      if (v) {
        s.veiculo = v;
        lote.contar(s.motivo);
      } else {
        lote.contar('terminal_desconhecido');
        lote.porPosicao[s.i] = 'terminal_desconhecido';
      }
    }
  }
}

import { BusinessRuleError, ConflictError } from '../shared/index.js';
import type { ChecklistsRepository } from './ports.js';
import type { AplicarTesteAutomatico } from './aplicar-teste-automatico.js';
import { transicionar } from './transicao.js';

/** How many expired checklists one round moves at most (the next round takes the rest). */
export const EXPIRACOES_POR_RODADA = 500;

/**
 * Approved or released checklists past validity expire (the job, as SISTEMA). One changed
 * meanwhile by someone (released again, hidden...) is left: the next round decides.
 */
export class ExpirarVencidos {
  constructor(private readonly repo: ChecklistsRepository) {}

  async executar(): Promise<number> {
    let n = 0;
    for (const id of await this.repo.vencidos(EXPIRACOES_POR_RODADA)) {
      try {
        await transicionar(this.repo, id, 'EXPIRAR', { job: 'SISTEMA' });
        n++;
      } catch (e) {
        if (!(e instanceof BusinessRuleError)) throw e;
      }
    }
    return n;
  }
}

/**
 * Automatic tests still running (the job, as TESTE AUTOMÁTICO): each evaluated on the readings
 * that arrived, the finished ones and those past 24 minutes closed. Returns how many closed.
 */
export class AvaliarTestesEmAndamento {
  constructor(private readonly repo: ChecklistsRepository, private readonly aplicar: AplicarTesteAutomatico) {}

  async executar(agora: Date): Promise<number> {
    let concluidos = 0;
    for (const id of await this.repo.testesOnlineEmAndamento()) {
      try {
        const r = await this.aplicar.executar(id, { job: 'TESTE AUTOMÁTICO' }, agora);
        if (r.status) concluidos++;
      } catch (e) {
        if (!(e instanceof BusinessRuleError) && !(e instanceof ConflictError)) throw e;
      }
    }
    return concluidos;
  }
}

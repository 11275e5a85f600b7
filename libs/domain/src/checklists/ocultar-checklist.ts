import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/** Hiding a finished checklist from the client's grid (the operator's grid still shows it). */
export class OcultarChecklist {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, 'OCULTAR', quem, {}, () => ({ oculto: true }));
  }
}

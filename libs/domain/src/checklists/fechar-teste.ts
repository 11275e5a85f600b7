import { exigirSoltarChecklist } from './estados.js';
import { GRUPOS_GESTOR_CHECKLIST } from './grids.js';
import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/** Closing the test form (fechar/{id}): the operator lets go and another may take it; only a manager releases someone else's. */
export class FecharTeste {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, 'FECHAR', quem, {}, (c) => {
      exigirSoltarChecklist(c, quem.usuario.id, GRUPOS_GESTOR_CHECKLIST.includes(quem.usuario.grupo_usuario_id));
      return { operador_id: null, operador_username: null };
    });
  }
}

import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/** A pending issue in the test (pendencias): back to PENDENTE, or to MANUTENCAO, with the note. */
export class RegistrarPendencia {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, observacao: string | null, manutencao: boolean, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, manutencao ? 'MANUTENCAO' : 'PENDENCIA', quem, { detalhe: { observacao } }, () => ({ observacao_pendencia: observacao }));
  }
}

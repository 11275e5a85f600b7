import { AGORA_NO_BANCO, type QuemViagem, type ViagensCicloRepository } from './ports.js';
import { transicionarViagem, type TransicaoViagem } from './transicao.js';

/** Deleting a trip: only a scheduled one; the row and its history stay, marked deleted (who, when). */
export class ExcluirViagem {
  constructor(private readonly repo: ViagensCicloRepository) {}

  executar(id: number, quem: QuemViagem): Promise<TransicaoViagem> {
    return transicionarViagem(this.repo, id, 'EXCLUIR', quem, {}, () => ({ excluida_em: AGORA_NO_BANCO, username_exclusao: quem.usuario.username }));
  }
}

import { OPERACOES_VERIFICACAO, type AcaoChecklist, type OperacaoVerificacao } from './estados.js';
import { AGORA_DO_BANCO, type ChecklistsRepository, type PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/**
 * The operator's outcome of the verification (spec 01 §4.2, status/{id}?tipo=): SE and ESC wait as
 * PENDENTE with the reason as the pending note; EC takes the checklist to the test, held by the
 * operator. The first outcome stamps the end of the verification.
 */
export class RegistrarOperacao {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, tipo: OperacaoVerificacao, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, `OPERACAO_${tipo}` as AcaoChecklist, quem, { detalhe: { tipo } }, (c) => ({
      operacao: tipo,
      data_verificacao: c.status === 'VERIFICANDO' ? AGORA_DO_BANCO : undefined,
      ...(tipo === 'EC'
        ? { data_em_teste: AGORA_DO_BANCO, operador_id: quem.usuario.id, operador_username: quem.usuario.username, observacao_pendencia: null }
        : { observacao_pendencia: OPERACOES_VERIFICACAO[tipo] }),
    }));
  }
}

import { exigirCliente } from '../identity/index.js';
import { TEXTO_DA_ACAO } from '../monitoring/index.js';
import { BusinessRuleError } from '../shared/index.js';
import { exigirAcaoChecklist } from './estados.js';
import { MENSAGENS_CHECKLIST } from './regras.js';
import type { ChecklistsRepository, FilaDeComandos, PessoaChecklist } from './ports.js';
import { checklistOu404 } from './transicao.js';

/**
 * Block and siren for the pre-test (bloqueio_sirene_pre_teste, spec 01 §4.9): two commands to the
 * vehicle's tracker through the commands' outbox, while the checklist is still before its result;
 * the history keeps their ids.
 */
export class BloqueioSirenePreTeste {
  constructor(private readonly repo: ChecklistsRepository, private readonly comandos: FilaDeComandos) {}

  async executar(id: number, quem: PessoaChecklist): Promise<number[]> {
    const c = await checklistOu404(this.repo, id);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    exigirAcaoChecklist(c.status, 'PRE_TESTE');
    if (!c.terminal) throw new BusinessRuleError(MENSAGENS_CHECKLIST.bloqueioSireneErro);
    const ids: number[] = [];
    for (const acao of ['BLOQUEAR', 'SIRENE'] as const) {
      const r = await this.comandos.registrar({
        canal: 'RASTREADOR', acao, acao_pgr_id: null, veiculo_id: c.veiculo_id, terminal: c.terminal, telefone: null, mensagem: TEXTO_DA_ACAO[acao], viagem_id: null,
        usuario_id: quem.usuario.id, username: quem.usuario.username, origem: quem.origem,
      });
      ids.push(r.id);
    }
    await this.repo.registrarEvento({ checklistId: id, acao: 'BLOQUEIO_SIRENE_PRE_TESTE', antes: c.status, depois: c.status, autor: quem, detalhe: { comandos: ids } });
    return ids;
  }
}

import { BusinessRuleError } from '../shared/index.js';
import { disponivelTesteOnline, MENSAGENS_CHECKLIST } from './regras.js';
import { AGORA_DO_BANCO, type ChecklistsRepository, type PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/**
 * Start of the automatic test (spec 01 §4.8): technologies 2 and 4 only, once, from PENDENTE
 * (inicia_teste_online) or from EM_TESTE after EC (atualizar_data_em_teste_online). The items'
 * tracking starts over and the operator holds the checklist.
 */
export class IniciarTesteOnline {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, 'INICIAR_TESTE', quem, {}, async (c, u) => {
      if (!disponivelTesteOnline(c.tecnologia_id)) throw new BusinessRuleError(MENSAGENS_CHECKLIST.testeOnlineTecnologia);
      if (c.inicio_teste_online) throw new BusinessRuleError(MENSAGENS_CHECKLIST.testeJaIniciado);
      await u.atualizarTodosItens(id, { status_teste: 0, valor: null, violacao: false, quantidade: 0, data_posicao: null });
      return { inicio_teste_online: AGORA_DO_BANCO, data_em_teste: AGORA_DO_BANCO, operador_id: quem.usuario.id, operador_username: quem.usuario.username };
    });
  }
}

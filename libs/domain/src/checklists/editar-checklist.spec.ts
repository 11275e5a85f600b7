import { BusinessRuleError, ForbiddenError, ValidationError } from '../shared/index.js';
import { EditarChecklist } from './editar-checklist.js';
import { ChecklistsEmMemoria, DE_OUTRO_CLIENTE, DO_CLIENTE, umChecklist } from './testes/checklists-em-memoria.js';

const edicao = { pgr_cliente_id: null, carroceria: null, fila_expressa: true, nome_contato: ' MARIA SOUZA ', telefones: ['(11)3333-4444', null, null], updated_at: null };

describe('editar o pedido (só em VERIFICANDO)', () => {
  it('mantém o PGR e a carroceria que o pedido já tinha; grava contatos e fila', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist());
    await expect(new EditarChecklist(repo).executar(1, edicao, DO_CLIENTE)).resolves.toEqual({ id: 1, status: 'VERIFICANDO', antes: 'VERIFICANDO' });
    expect(repo.linha(1)).toMatchObject({ pgr_cliente_id: 5, carroceria: 'FECHADA', fila_expressa: true, nome_contato: 'MARIA SOUZA', telefone_contato1: '(11)3333-4444', telefone_contato2: null });
    expect(repo.eventos[0]).toMatchObject({ acao: 'EDITAR' });
  });

  it('PGR de outro cliente é 400 no campo; fora de VERIFICANDO, a mensagem da especificação', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist(), umChecklist({ id: 2, status: 'PENDENTE' }));
    await expect(new EditarChecklist(repo).executar(1, { ...edicao, pgr_cliente_id: 7 }, DO_CLIENTE)).rejects.toThrow(ValidationError);
    await expect(new EditarChecklist(repo).executar(2, edicao, DO_CLIENTE)).rejects.toThrow(new BusinessRuleError('NÃO É POSSÍVEL EDITAR O CHECKLIST'));
  });

  it('sem a operação expresso a fila fica falsa; outro cliente é 403', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist());
    repo.clientes.get(10)!.expresso = false;
    await new EditarChecklist(repo).executar(1, edicao, DO_CLIENTE);
    expect(repo.linha(1).fila_expressa).toBe(false);
    await expect(new EditarChecklist(repo).executar(1, edicao, DE_OUTRO_CLIENTE)).rejects.toThrow(ForbiddenError);
  });
});

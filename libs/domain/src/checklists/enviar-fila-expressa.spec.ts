import { ForbiddenError } from '../shared/index.js';
import { exigirAvisosExpresso } from './regras.js';
import { EnviarFilaExpressa } from './enviar-fila-expressa.js';
import { ChecklistsEmMemoria, DO_CLIENTE, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

describe('fila expressa (spec 01 §6)', () => {
  it('entra na fila com a hora de entrada; quem já está mantém a sua', async () => {
    const entrou = new Date('2026-11-22T11:50:00Z');
    const repo = new ChecklistsEmMemoria().com(umChecklist(), umChecklist({ id: 2, status: 'EM_TESTE', fila_expressa: true }));
    repo.linha(2).data_fila_expressa = entrou;
    await new EnviarFilaExpressa(repo).executar(1, DO_CLIENTE);
    await new EnviarFilaExpressa(repo).executar(2, DO_CLIENTE);
    expect(repo.linha(1)).toMatchObject({ fila_expressa: true, data_fila_expressa: RELOGIO_DO_BANCO });
    expect(repo.linha(2).data_fila_expressa).toBe(entrou);
  });

  it('cliente sem a operação, ou checklist finalizado: recusado', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'APROVADO' }));
    await expect(new EnviarFilaExpressa(repo).executar(1, DO_CLIENTE)).rejects.toThrow('Checklist não pode ir para a fila expressa neste status');
    repo.clientes.get(10)!.expresso = false;
    await expect(new EnviarFilaExpressa(repo).executar(1, DO_CLIENTE)).rejects.toThrow('Cliente não possui a operação de fila expressa');
  });
});

describe('avisos da fila expressa (spec 01 §6, §9)', () => {
  it('só os grupos 3, 4, 6 e 7 recebem; os demais, 403', () => {
    for (const g of [3, 4, 6, 7]) expect(() => exigirAvisosExpresso(g)).not.toThrow();
    for (const g of [1, 2, 5, 10]) expect(() => exigirAvisosExpresso(g)).toThrow(new ForbiddenError('Avisos da fila expressa só para os grupos 3, 4, 6 e 7'));
  });
});

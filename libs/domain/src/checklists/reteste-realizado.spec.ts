import { RetesteRealizado } from './reteste-realizado.js';
import { ChecklistsEmMemoria, OPERADOR, umChecklist } from './testes/checklists-em-memoria.js';

describe('reteste realizado', () => {
  it('baixa o reteste pendente; sem pendência é recusado', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ reteste_pendente: true }), umChecklist({ id: 2 }));
    await expect(new RetesteRealizado(repo).executar(1, OPERADOR)).resolves.toMatchObject({ status: 'VERIFICANDO' });
    expect(repo.linha(1).reteste_pendente).toBe(false);
    await expect(new RetesteRealizado(repo).executar(2, OPERADOR)).rejects.toThrow('Não há reteste pendente neste checklist');
  });
});

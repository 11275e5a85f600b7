import { OcultarChecklist } from './ocultar-checklist.js';
import { ChecklistsEmMemoria, DO_CLIENTE, umChecklist } from './testes/checklists-em-memoria.js';

describe('ocultar', () => {
  it('oculta um finalizado sem mudar o status; em andamento, a mensagem da especificação', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'REPROVADO' }), umChecklist({ id: 2 }));
    await expect(new OcultarChecklist(repo).executar(1, DO_CLIENTE)).resolves.toEqual({ id: 1, status: 'REPROVADO', antes: 'REPROVADO' });
    expect(repo.linha(1).oculto).toBe(true);
    await expect(new OcultarChecklist(repo).executar(2, DO_CLIENTE)).rejects.toThrow('NÃO FOI POSSIVEL OCULTAR CHECKLIST!');
  });
});

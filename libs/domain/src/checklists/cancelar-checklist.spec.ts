import { CancelarChecklist } from './cancelar-checklist.js';
import { ChecklistsEmMemoria, DO_CLIENTE, OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

describe('cancelar', () => {
  it('guarda só as marcas APROVADO e REPROVADO, a observação, e finaliza', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE' }));
    await expect(new CancelarChecklist(repo).executar(1, 'desistiu', new Map<number, unknown>([[11, 'REPROVADO'], [12, 'TALVEZ']]), DO_CLIENTE)).resolves.toMatchObject({ status: 'CANCELADO' });
    expect(repo.itens.get(1)!.map((i) => i.status)).toEqual(['REPROVADO', undefined]);
    expect(repo.linha(1)).toMatchObject({ observacao_cancelamento: 'desistiu', data_finalizado: RELOGIO_DO_BANCO });
  });

  it('finalizado não cancela', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'APROVADO' }));
    await expect(new CancelarChecklist(repo).executar(1, null, new Map(), OPERADOR)).rejects.toThrow('Não é possível cancelar um checklist finalizado');
  });
});

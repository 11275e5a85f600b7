import { MonitorarPreTeste } from './monitorar-pre-teste.js';
import { ChecklistsEmMemoria, OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

describe('acompanhar o pré-teste', () => {
  it('começar abre a janela agora, zera os itens e o pré-teste conta como não usado; parar só para', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE', preteste_usado: true }));
    repo.itens.get(1)![0]!.status_preteste = 2;
    await expect(new MonitorarPreTeste(repo).executar(1, true, OPERADOR)).resolves.toMatchObject({ status: 'PENDENTE' });
    expect(repo.linha(1)).toMatchObject({ monitorando_preteste: true, inicio_preteste: RELOGIO_DO_BANCO, preteste_usado: false });
    expect(repo.itens.get(1)!.map((i) => i.status_preteste)).toEqual([0, 0]);
    await new MonitorarPreTeste(repo).executar(1, false, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ monitorando_preteste: false, inicio_preteste: RELOGIO_DO_BANCO });
    expect(repo.eventos.map((e) => e.detalhe)).toEqual([{ monitorando_preteste: true }, { monitorando_preteste: false }]);
  });

  it('depois do resultado, a mensagem da especificação', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'REPROVADO' }));
    await expect(new MonitorarPreTeste(repo).executar(1, true, OPERADOR)).rejects.toThrow('O pré-teste só vale antes do resultado do checklist');
  });
});

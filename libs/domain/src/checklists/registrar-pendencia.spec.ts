import { RegistrarPendencia } from './registrar-pendencia.js';
import { ChecklistsEmMemoria, OPERADOR, umChecklist } from './testes/checklists-em-memoria.js';

describe('pendência e manutenção', () => {
  it('pendência volta a PENDENTE com a observação; manutenção vai a MANUTENCAO', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE' }), umChecklist({ id: 2, status: 'PENDENTE' }));
    await expect(new RegistrarPendencia(repo).executar(1, 'sem sinal', false, OPERADOR)).resolves.toMatchObject({ status: 'PENDENTE' });
    expect(repo.linha(1).observacao_pendencia).toBe('sem sinal');
    await expect(new RegistrarPendencia(repo).executar(2, null, true, OPERADOR)).resolves.toMatchObject({ status: 'MANUTENCAO' });
    expect(repo.eventos.map((e) => [e.acao, e.detalhe])).toEqual([['PENDENCIA', { observacao: 'sem sinal' }], ['MANUTENCAO', { observacao: null }]]);
  });

  it('pendência só do teste: de PENDENTE é "Erro em pendência!"', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE' }));
    await expect(new RegistrarPendencia(repo).executar(1, null, false, OPERADOR)).rejects.toThrow('Erro em pendência!');
  });
});

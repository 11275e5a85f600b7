import { RegistrarOperacao } from './registrar-operacao.js';
import { ChecklistsEmMemoria, OPERADOR, OUTRO_OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

describe('resultado da verificação (SE, ESC, EC)', () => {
  it('SE deixa PENDENTE com o motivo e carimba o fim da verificação', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist());
    await expect(new RegistrarOperacao(repo).executar(1, 'SE', OPERADOR)).resolves.toMatchObject({ status: 'PENDENTE' });
    expect(repo.linha(1)).toMatchObject({ operacao: 'SE', data_verificacao: RELOGIO_DO_BANCO, observacao_pendencia: 'VEÍCULO SEM ESPELHAMENTO', operador_id: null });
    expect(repo.eventos[0]).toMatchObject({ acao: 'OPERACAO_SE', detalhe: { tipo: 'SE' } });
  });

  it('EC de um PENDENTE leva ao teste com o operador, limpa a pendência e não mexe na verificação', async () => {
    const verificado = new Date('2026-11-22T10:30:00Z');
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE' }));
    repo.linha(1).data_verificacao = verificado;
    await expect(new RegistrarOperacao(repo).executar(1, 'EC', OPERADOR)).resolves.toMatchObject({ status: 'EM_TESTE' });
    expect(repo.linha(1)).toMatchObject({ operacao: 'EC', data_verificacao: verificado, data_em_teste: RELOGIO_DO_BANCO, operador_id: 7, operador_username: 'OPERADOR', observacao_pendencia: null });
  });

  it('ESC deixa PENDENTE; no teste, outro operador recebe 409', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE' }));
    await new RegistrarOperacao(repo).executar(1, 'ESC', OPERADOR);
    expect(repo.linha(1).observacao_pendencia).toBe('VEÍCULO ESPELHADO SEM CONFIGURAÇÃO');
    await new RegistrarOperacao(repo).executar(1, 'EC', OPERADOR);
    await expect(new RegistrarOperacao(repo).executar(1, 'SE', OUTRO_OPERADOR)).rejects.toThrow('Checklist já assumido pelo operador OPERADOR');
  });
});

import { IniciarTesteOnline } from './iniciar-teste-online.js';
import { ChecklistsEmMemoria, OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

describe('início do teste automático (spec 01 §4.8)', () => {
  it('de PENDENTE, tecnologia 2 ou 4: EM_TESTE com o operador e o rastreio dos itens recomeçado', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE', tecnologia_id: 4 }));
    repo.itens.get(1)![0]!.quantidade = 3;
    await expect(new IniciarTesteOnline(repo).executar(1, OPERADOR)).resolves.toMatchObject({ status: 'EM_TESTE', antes: 'PENDENTE' });
    expect(repo.linha(1)).toMatchObject({ inicio_teste_online: RELOGIO_DO_BANCO, data_em_teste: RELOGIO_DO_BANCO, operador_id: 7, operador_username: 'OPERADOR' });
    expect(repo.itens.get(1)![0]).toMatchObject({ status_teste: 0, valor: null, violacao: false, quantidade: 0, data_posicao: null });
  });

  it('outra tecnologia, ou já iniciado: recusado; de VERIFICANDO, não inicia', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE', tecnologia_id: 3 }), umChecklist({ id: 2, status: 'EM_TESTE', inicio_teste_online: new Date() }), umChecklist({ id: 3 }));
    await expect(new IniciarTesteOnline(repo).executar(1, OPERADOR)).rejects.toThrow('Erro ao liberar Checklist para teste automático');
    await expect(new IniciarTesteOnline(repo).executar(2, OPERADOR)).rejects.toThrow('Teste automático já iniciado');
    await expect(new IniciarTesteOnline(repo).executar(3, OPERADOR)).rejects.toThrow('Não foi possível iniciar o checklist');
  });
});

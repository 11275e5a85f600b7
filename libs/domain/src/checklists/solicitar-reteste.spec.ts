import { SolicitarReteste } from './solicitar-reteste.js';
import { ChecklistsEmMemoria, DO_CLIENTE, umChecklist } from './testes/checklists-em-memoria.js';

const agora = new Date('2026-11-23T10:00:00Z');

describe('reteste (spec 01 §4.3)', () => {
  it('REPROVADO nas 72 h volta a VERIFICANDO, itens e datas limpos, reteste pendente', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'REPROVADO', operador_id: 7, data_validade: null }));
    Object.assign(repo.linha(1), { data_finalizado: new Date(), data_em_teste: new Date(), operacao: 'EC' });
    repo.itens.get(1)![0]!.status = 'REPROVADO';
    await expect(new SolicitarReteste(repo, () => agora).executar(1, DO_CLIENTE)).resolves.toMatchObject({ status: 'VERIFICANDO' });
    expect(repo.linha(1)).toMatchObject({ reteste_pendente: true, data_finalizado: null, data_em_teste: null, data_verificacao: null, inicio_teste_online: null, operacao: null, operador_id: null, operador_username: null, data_validade: null });
    expect(repo.itens.get(1)![0]).toMatchObject({ status: null, status_teste: 0, valor: null, violacao: false, quantidade: 0, data_posicao: null });
  });

  it('cliente sem a operação, depois de 72 h, ou outro status: recusado', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'REPROVADO' }), umChecklist({ id: 2, status: 'APROVADO' }));
    await expect(new SolicitarReteste(repo, () => new Date('2026-11-25T10:00:01Z')).executar(1, DO_CLIENTE)).rejects.toThrow('Reteste disponível só nas 72 horas após o cadastro');
    await expect(new SolicitarReteste(repo, () => agora).executar(2, DO_CLIENTE)).rejects.toThrow('Erro ao executar solicitação de reteste');
    repo.clientes.get(10)!.reteste = false;
    await expect(new SolicitarReteste(repo, () => agora).executar(1, DO_CLIENTE)).rejects.toThrow('Cliente não possui a operação de reteste');
  });
});

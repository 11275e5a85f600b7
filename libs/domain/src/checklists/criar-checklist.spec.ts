import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import { CriarChecklist } from './criar-checklist.js';
import { VerificarVeiculoChecklist } from './consultas.js';
import type { FatosDoVeiculo, VeiculoEmViagem } from './ports.js';
import { ChecklistsEmMemoria, DE_OUTRO_CLIENTE, DO_CLIENTE, OPERADOR, RELOGIO_DO_BANCO, umChecklist } from './testes/checklists-em-memoria.js';

const agora = new Date('2026-11-22T12:00:00Z');
const pedido = { cliente_id: 10, pgr_cliente_id: 5, veiculo_id: 20, carroceria: 'aberta', fila_expressa: true, nome_contato: ' JOÃO DA SILVA ', telefones: ['(11)98765-4321', '', null] };

function montar(fatos: Partial<FatosDoVeiculo> = {}, emViagem = false) {
  const repo = new ChecklistsEmMemoria();
  const perguntas: number[] = [];
  const viagens: VeiculoEmViagem = { emViagem: async (id) => (perguntas.push(id), emViagem) };
  const verificacao = new VerificarVeiculoChecklist(
    { fatos: async () => ({ veiculo: { id: 20, tipo: 'CAVALO', placa: 'ABC1D23' }, vinculado: true, clienteReteste: false, blacklist: null, checklists: [], ...fatos }) },
    viagens,
  );
  return { repo, viagens, perguntas, criar: new CriarChecklist(repo, verificacao, () => agora) };
}

describe('criar checklist (assistente, spec 01 §5 e §4.6)', () => {
  it('cria em VERIFICANDO com o protocolo, os itens do PGR, a fila expressa e o histórico', async () => {
    const { repo, criar } = montar();
    const r = await criar.executar(pedido, DO_CLIENTE);
    expect(r).toEqual({ id: 100, protocolo: 'CK20261122000100', status: 'VERIFICANDO' });
    expect(repo.veiculosTravados).toEqual([20]);
    expect(repo.linha(100)).toMatchObject({
      status: 'VERIFICANDO', cliente_id: 10, pgr_cliente_id: 5, placa: 'ABC1D23', terminal: '123456', tecnologia_id: 2, vinculo: 'FROTA', carroceria: 'ABERTA',
      usuario_id: 30, username_add: 'CLIENTE', fila_expressa: true, data_fila_expressa: RELOGIO_DO_BANCO, nome_contato: 'JOÃO DA SILVA',
      telefone_contato1: '(11)98765-4321', telefone_contato2: null, telefone_contato3: null,
    });
    expect(repo.itens.get(100)!.map((i) => i.descricao)).toEqual(['PORTA', 'DESENGATE']);
    expect(repo.eventos).toEqual([{ checklistId: 100, acao: 'CRIADO', antes: null, depois: 'VERIFICANDO', autor: DO_CLIENTE, detalhe: { fila_expressa: true } }]);
  });

  it('o usuário de um cliente só grava para o seu; cliente inexistente é 404', async () => {
    const { criar, repo } = montar();
    await expect(criar.executar({ ...pedido, cliente_id: null }, DO_CLIENTE)).resolves.toMatchObject({ status: 'VERIFICANDO' });
    await expect(criar.executar(pedido, DE_OUTRO_CLIENTE)).rejects.toThrow(ForbiddenError);
    repo.clientes.delete(10);
    await expect(criar.executar(pedido, OPERADOR)).rejects.toThrow(new NotFoundError('Cliente não encontrado'));
  });

  it('sem a operação expresso a fila não vale; campos do passo 1 inválidos são 400', async () => {
    const { criar, repo } = montar();
    repo.clientes.get(10)!.expresso = false;
    await criar.executar({ ...pedido, fila_expressa: null }, OPERADOR);
    expect(repo.linha(100)).toMatchObject({ fila_expressa: false, data_fila_expressa: null });
    await expect(criar.executar({ ...pedido, carroceria: 'X' }, OPERADOR)).rejects.toThrow(ValidationError);
  });

  it('PGR de outro cliente: O CHECKLIST NÃO FOI REGISTRADO PGR não selecionado', async () => {
    const { criar } = montar();
    await expect(criar.executar({ ...pedido, pgr_cliente_id: 7 }, OPERADOR)).rejects.toThrow(new BusinessRuleError('O CHECKLIST NÃO FOI REGISTRADO PGR não selecionado'));
  });

  it('a verificação do veículo recusa com o seu código; em viagem é EM_VIAGEM pela porta das viagens', async () => {
    const carreta = montar({ veiculo: { id: 20, tipo: 'CARRETA', placa: 'ABC1D23' } });
    await expect(carreta.criar.executar(pedido, OPERADOR)).rejects.toMatchObject({ message: 'O CHECKLIST NÃO FOI REGISTRADO Este veiculo não é do tipo CAVALO!', dados: { codigo: 'CARRETA' } });
    const viagem = montar({}, true);
    await expect(viagem.criar.executar(pedido, OPERADOR)).rejects.toMatchObject({ dados: { codigo: 'EM_VIAGEM' } });
    expect(viagem.perguntas).toEqual([20]);
    expect(viagem.repo.checklists.size).toBe(0);
  });

  it('outro pedido em andamento do veículo (gravado por outro assistente) é CHECKLIST_ANDAMENTO, nada gravado', async () => {
    const { criar, repo } = montar();
    repo.com(umChecklist({ id: 3, status: 'PENDENTE' }));
    await expect(criar.executar(pedido, OPERADOR)).rejects.toMatchObject({ message: 'O CHECKLIST NÃO FOI REGISTRADO VEÍCULO INFORMADO POSSUI CHECKLIST EM ANDAMENTO', dados: { codigo: 'CHECKLIST_ANDAMENTO' } });
    expect(repo.checklists.size).toBe(1);
    expect(repo.eventos).toEqual([]);
  });
});

describe('verificação do veículo (find_placa)', () => {
  it('junta os fatos guardados e a viagem; sem veículo, não pergunta às viagens', async () => {
    const { viagens, perguntas } = montar();
    const v = new VerificarVeiculoChecklist({ fatos: async () => ({ veiculo: null, vinculado: false, clienteReteste: false, blacklist: null, checklists: [] }) }, viagens);
    await expect(v.executar(OPERADOR.usuario.escopo, 10, null, agora)).resolves.toMatchObject({ codigo: 'ERRO' });
    expect(perguntas).toEqual([]);
    await expect(v.executar(DE_OUTRO_CLIENTE.usuario.escopo, 10, 20, agora)).rejects.toThrow(ForbiddenError);
  });
});

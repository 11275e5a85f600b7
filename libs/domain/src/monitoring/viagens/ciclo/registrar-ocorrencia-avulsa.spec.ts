import { RegistrarOcorrenciaAvulsa } from './registrar-ocorrencia-avulsa.js';
import { MENSAGENS_OCORRENCIA } from './registrar-ocorrencia.js';
import { OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('ocorrência avulsa', () => {
  it('pela placa, sem viagem, com o único cliente do veículo', async () => {
    const repo = new ViagensEmMemoria();
    await new RegistrarOcorrenciaAvulsa(repo).executar({ ocorrencia_id: 1, placa: 'abc-1d23' }, OPERADOR);
    expect(repo.ocorrencias).toEqual([expect.objectContaining({ viagemId: null, avulsa: true, veiculoId: 20, clienteId: 10, placa: 'ABC1D23' })]);
  });

  it('veículo de dois clientes pede o cliente; sem veículo pede a placa', async () => {
    const repo = new ViagensEmMemoria();
    await expect(new RegistrarOcorrenciaAvulsa(repo).executar({ ocorrencia_id: 1, veiculo_id: 21 }, OPERADOR)).rejects.toMatchObject({ errors: { cliente_id: [MENSAGENS_OCORRENCIA.clienteDoVeiculo] } });
    await expect(new RegistrarOcorrenciaAvulsa(repo).executar({ ocorrencia_id: 1 }, OPERADOR)).rejects.toMatchObject({ errors: { placa: [MENSAGENS_OCORRENCIA.veiculo] } });
  });

  it('com a SM informada é a ocorrência da SM', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await new RegistrarOcorrenciaAvulsa(repo).executar({ ocorrencia_id: 1, solicitacao_monitoramento_id: 1 }, OPERADOR);
    expect(repo.ocorrencias[0]).toMatchObject({ viagemId: 1, avulsa: false });
  });
});

import { MENSAGENS_VIAGEM } from '../estados.js';
import { RecuperarViagem } from './recuperar-viagem.js';
import { CLIENTE, OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('recuperar viagem', () => {
  it('volta para em viagem e desfaz o fim', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 3 }));
    await new RecuperarViagem(repo).executar(1, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ status: 2, data_fim: null });
  });

  it('o cliente (grupo 8) é recusado: Operação não autorizada!', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 3 }));
    await expect(new RecuperarViagem(repo).executar(1, CLIENTE)).rejects.toMatchObject({ kind: 'proibido', message: MENSAGENS_VIAGEM.operacaoNaoAutorizada });
    expect(repo.linha(1).status).toBe(3);
  });

  it('veículo já em outra viagem: recusa', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 3 }), umaViagem({ id: 2, status: 2 }));
    await expect(new RecuperarViagem(repo).executar(1, OPERADOR)).rejects.toMatchObject({ message: MENSAGENS_VIAGEM.veiculoEmViagem });
  });
});

import { MENSAGENS_VIAGEM } from '../estados.js';
import { IniciarViagem } from './iniciar-viagem.js';
import { OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('iniciar viagem', () => {
  it('corrige a previsão de início quando a janela a envia', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem());
    const previsao = new Date('2026-11-26T11:30:00Z');
    await new IniciarViagem(repo).executar(1, { previsao_inicio: previsao }, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ status: 2, previsao_inicio: previsao });
  });

  it('recusa quando o veículo já está em outra viagem em trânsito', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem(), umaViagem({ id: 2, status: 2 }));
    await expect(new IniciarViagem(repo).executar(1, {}, OPERADOR)).rejects.toMatchObject({ kind: 'regra', message: MENSAGENS_VIAGEM.veiculoEmViagem });
    expect(repo.linha(1).status).toBe(1);
  });

  it('uma SM cancelada não inicia (422, sem mudança)', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 4 }));
    await expect(new IniciarViagem(repo).executar(1, {}, OPERADOR)).rejects.toMatchObject({ kind: 'regra', message: MENSAGENS_VIAGEM.recusas.INICIAR });
    expect(repo.linha(1).status).toBe(4);
  });
});

import { MENSAGENS_VIAGEM } from '../estados.js';
import { FinalizarViagem } from './finalizar-viagem.js';
import { OPERADOR, RELOGIO_DO_BANCO, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('finalizar viagem', () => {
  it('guarda o fim, a distância ao destino e o prazo', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await new FinalizarViagem(repo, () => RELOGIO_DO_BANCO).executar(1, {}, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ status: 3, data_fim: RELOGIO_DO_BANCO, dentro_do_prazo: true, username_add_status: 'OPERADOR' });
    expect(repo.linha(1).fim_distancia_km).toBeLessThan(2);
  });

  it('o fim informado pela janela vale', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    const fim = new Date('2026-11-28T00:00:00Z');
    await new FinalizarViagem(repo, () => RELOGIO_DO_BANCO).executar(1, { fim }, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ data_fim: fim, dentro_do_prazo: false });
  });

  it('uma SM agendada não finaliza', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 1 }));
    await expect(new FinalizarViagem(repo, () => RELOGIO_DO_BANCO).executar(1, {}, OPERADOR)).rejects.toMatchObject({ kind: 'regra', message: MENSAGENS_VIAGEM.recusas.FINALIZAR });
    expect(repo.linha(1).status).toBe(1);
  });
});

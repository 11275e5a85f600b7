import { CancelarViagem, MENSAGEM_MOTIVO_OBRIGATORIO } from './cancelar-viagem.js';
import { OPERADOR, RELOGIO_DO_BANCO, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('cancelar viagem', () => {
  it('exige o motivo (400), sem mudar nada', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem());
    await expect(new CancelarViagem(repo).executar(1, { motivos: '  ' }, OPERADOR)).rejects.toMatchObject({ errors: { motivos: [MENSAGEM_MOTIVO_OBRIGATORIO] } });
    expect(repo.linha(1).status).toBe(1);
  });

  it('guarda motivos, observação e a data', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await new CancelarViagem(repo).executar(1, { motivos: 'outros', observacao: ' cliente desistiu ' }, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ status: 4, motivos: 'OUTROS', observacao_cancelamento: 'cliente desistiu', data_cancelamento: RELOGIO_DO_BANCO });
  });
});

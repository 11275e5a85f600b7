import { AlterarSituacao, horaDaSituacao, MENSAGENS_SITUACAO } from './alterar-situacao.js';
import { OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('alterar situação', () => {
  it('responde o texto e a hora HH:mm DD-MM de Brasília para a área de transferência', async () => {
    expect(horaDaSituacao(new Date('2026-11-26T02:05:00Z'))).toBe('23:05 25-11');
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await expect(new AlterarSituacao(repo, () => new Date('2026-11-26T15:30:00Z')).executar(1, 4, OPERADOR)).resolves.toEqual({ msg: MENSAGENS_SITUACAO.alterada, situacao_viagem: 'PARADO', data: '12:30 26-11' });
    expect(repo.linha(1).situacao_viagem_id).toBe(4);
  });

  it('situação inexistente: 400; SM finalizada: 422', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }), umaViagem({ id: 2, status: 3, veiculo_id: 21 }));
    await expect(new AlterarSituacao(repo, () => new Date()).executar(1, 99, OPERADOR)).rejects.toMatchObject({ errors: { situacao_viagem_id: [MENSAGENS_SITUACAO.naoEncontrada] } });
    await expect(new AlterarSituacao(repo, () => new Date()).executar(2, 4, OPERADOR)).rejects.toMatchObject({ kind: 'regra' });
  });
});

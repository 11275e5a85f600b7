import { MENSAGENS_VIAGEM } from '../estados.js';
import { ExcluirViagem } from './excluir-viagem.js';
import { OPERADOR, RELOGIO_DO_BANCO, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('excluir viagem', () => {
  it('marca a agendada como excluída (quem, quando) e ela some', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem());
    await new ExcluirViagem(repo).executar(1, OPERADOR);
    expect(repo.linha(1)).toMatchObject({ excluida_em: RELOGIO_DO_BANCO, username_exclusao: 'OPERADOR', status: 1 });
    await expect(repo.buscar(1)).resolves.toBeNull();
  });

  it('só a agendada', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await expect(new ExcluirViagem(repo).executar(1, OPERADOR)).rejects.toMatchObject({ message: MENSAGENS_VIAGEM.recusas.EXCLUIR });
  });
});

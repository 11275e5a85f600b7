import { AlterarSituacao, horaDaSituacao, MENSAGENS_SITUACAO } from './alterar-situacao.js';
import { OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('alterar situação', () => {
  it('responde o texto e a hora HH:mm DD-MM de Brasília para a área de transferência', async () => {
    expect(horaDaSituacao(new Date('2026-11-26T02:05:00Z'))).toBe('23:05 25-11');
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await expect(new AlterarSituacao(repo, () => new Date('2026-11-26T15:30:00Z')).executar(1, 4, OPERADOR)).resolves.toEqual({ msg: MENSAGENS_SITUACAO.alterada, situacao_viagem: 'PARADO', data: '12:30 26-11', acoes: [] });
    expect(repo.linha(1).situacao_viagem_id).toBe(4);
  });

  it('situação inexistente: 400; SM finalizada: 422', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }), umaViagem({ id: 2, status: 3, veiculo_id: 21 }));
    await expect(new AlterarSituacao(repo, () => new Date()).executar(1, 99, OPERADOR)).rejects.toMatchObject({ errors: { situacao_viagem_id: [MENSAGENS_SITUACAO.naoEncontrada] } });
    await expect(new AlterarSituacao(repo, () => new Date()).executar(2, 4, OPERADOR)).rejects.toMatchObject({ kind: 'regra' });
  });

  it('responde as ações PGR da nova situação com prazo (execução) e limite (mais a tolerância), a mais urgente primeiro', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    repo.acoesSituacao = [
      { id: 7, situacao_viagem_id: 4, acoes_pgr_id: 2, acao_pgr: 'CONTATAR MOTORISTA', tempo_execucao: '00:10:00', tempo_tolerancia: '00:05:00', acao_modifica: false },
      { id: 8, situacao_viagem_id: 4, acoes_pgr_id: 3, acao_pgr: 'SOLICITAR POSIÇÃO', tempo_execucao: '00:02:30', tempo_tolerancia: '00:00:30', acao_modifica: true },
      { id: 9, situacao_viagem_id: 1, acoes_pgr_id: 3, acao_pgr: 'OUTRA SITUAÇÃO', tempo_execucao: '00:01:00', tempo_tolerancia: '00:01:00', acao_modifica: true },
    ];
    const r = await new AlterarSituacao(repo, () => new Date('2026-11-26T15:30:00Z')).executar(1, 4, OPERADOR);
    expect(r.acoes.map((a) => [a.acao_pgr, a.sentido, a.prazo, a.limite])).toEqual([
      ['SOLICITAR POSIÇÃO', 'Veiculo > Central', '2026-11-26T15:32:30.000Z', '2026-11-26T15:33:00.000Z'],
      ['CONTATAR MOTORISTA', 'Central > Veiculo', '2026-11-26T15:40:00.000Z', '2026-11-26T15:45:00.000Z'],
    ]);
  });
});

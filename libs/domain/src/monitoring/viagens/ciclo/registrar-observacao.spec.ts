import { MENSAGEM_OBSERVACAO_OBRIGATORIA, RegistrarObservacao } from './registrar-observacao.js';
import { OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('registrar observação', () => {
  it('com a última posição do veículo quando não vem; a versão da SM não muda', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 3 }));
    const versao = repo.linha(1).updated_at;
    await new RegistrarObservacao(repo).executar(1, { observacao: 'motorista avisado' }, OPERADOR);
    await new RegistrarObservacao(repo).executar(1, { observacao: 'outra', lat_lng: '-10,-40' }, OPERADOR);
    expect(repo.observacoes.map((o) => o.latLng)).toEqual(['-23.55,-46.63', '-10,-40']);
    expect(repo.linha(1).updated_at).toEqual(versao);
    expect(repo.eventos.map((e) => e.acao)).toEqual(['OBSERVACAO', 'OBSERVACAO']);
  });

  it('vazia: 400', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem());
    await expect(new RegistrarObservacao(repo).executar(1, { observacao: ' ' }, OPERADOR)).rejects.toMatchObject({ errors: { observacao: [MENSAGEM_OBSERVACAO_OBRIGATORIA] } });
  });
});

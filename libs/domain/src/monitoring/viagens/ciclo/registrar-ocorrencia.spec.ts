import { MENSAGENS_VIAGEM } from '../estados.js';
import { RegistrarOcorrencia, tipoPermitidoNoStatus } from './registrar-ocorrencia.js';
import { CLIENTE, OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('registrar ocorrência', () => {
  it('os flags do tipo decidem em que status da SM ela vale', () => {
    const tipo = { agendada: true, em_viagem: false, cancelada: false, finalizada: true };
    expect([1, 2, 3, 4].map((s) => tipoPermitidoNoStatus(tipo, s as 1))).toEqual([true, false, true, false]);
  });

  it('registra com a posição do veículo e o evento', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    const { id } = await new RegistrarOcorrencia(repo).executar(1, { ocorrencia_id: 1, descricao: ' parou ' }, OPERADOR);
    expect(repo.ocorrencias).toEqual([expect.objectContaining({ id, viagemId: 1, ocorrenciaId: 1, clienteId: 10, statusViagem: 2, descricao: 'parou', latLng: '-23.55,-46.63', avulsa: false })]);
    expect(repo.eventos.at(-1)).toMatchObject({ acao: 'OCORRENCIA' });
  });

  it('sem ocorrência escolhida: a mensagem da especificação', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await expect(new RegistrarOcorrencia(repo).executar(1, {}, OPERADOR)).rejects.toMatchObject({ errors: { ocorrencia_id: [MENSAGENS_VIAGEM.ocorrenciaNaoSelecionada] } });
  });

  it('tipo que não vale no status: 422, nada gravado; cliente: permissão negada', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 1 }));
    await expect(new RegistrarOcorrencia(repo).executar(1, { ocorrencia_id: 1 }, OPERADOR)).rejects.toMatchObject({ kind: 'regra', message: expect.stringMatching(/^A Ocorrencia não foi registrada!/) });
    await expect(new RegistrarOcorrencia(repo).executar(1, { ocorrencia_id: 2 }, CLIENTE)).rejects.toMatchObject({ kind: 'proibido' });
    expect(repo.ocorrencias).toHaveLength(0);
  });
});

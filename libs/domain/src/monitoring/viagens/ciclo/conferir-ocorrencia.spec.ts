import { ConferirOcorrencia } from './conferir-ocorrencia.js';
import { RegistrarOcorrencia } from './registrar-ocorrencia.js';
import { OPERADOR, OUTRO_CLIENTE, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('conferir ocorrência', () => {
  it('confere uma vez, com a nota; a segunda é 409; outro cliente 403', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    const { id } = await new RegistrarOcorrencia(repo).executar(1, { ocorrencia_id: 1 }, OPERADOR);
    await expect(new ConferirOcorrencia(repo).executar(id, 'x', OUTRO_CLIENTE)).rejects.toMatchObject({ kind: 'proibido' });
    await new ConferirOcorrencia(repo).executar(id, ' visto ', OPERADOR);
    expect(repo.ocorrencias[0]).toMatchObject({ conferida: true, observacao_conferencia: 'visto' });
    await expect(new ConferirOcorrencia(repo).executar(id, null, OPERADOR)).rejects.toMatchObject({ kind: 'conflito' });
    await expect(new ConferirOcorrencia(repo).executar(999, null, OPERADOR)).rejects.toMatchObject({ kind: 'nao_encontrado' });
  });
});

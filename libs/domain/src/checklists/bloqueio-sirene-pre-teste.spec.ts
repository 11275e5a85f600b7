import type { NovoComando } from '../monitoring/index.js';
import { ForbiddenError } from '../shared/index.js';
import { BloqueioSirenePreTeste } from './bloqueio-sirene-pre-teste.js';
import { ChecklistsEmMemoria, DE_OUTRO_CLIENTE, OPERADOR, umChecklist } from './testes/checklists-em-memoria.js';

function fila() {
  const enviados: NovoComando[] = [];
  return { enviados, registrar: async (c: NovoComando) => (enviados.push(c), { id: 500 + enviados.length }) };
}

describe('bloqueio e sirene do pré-teste', () => {
  it('dois comandos ao rastreador pela fila, com quem pediu; o histórico guarda os ids', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE' }));
    const comandos = fila();
    await expect(new BloqueioSirenePreTeste(repo, comandos).executar(1, OPERADOR)).resolves.toEqual([501, 502]);
    expect(comandos.enviados.map((c) => [c.canal, c.acao, c.terminal, c.veiculo_id, c.username, c.origem])).toEqual([
      ['RASTREADOR', 'BLOQUEAR', '123456', 20, 'OPERADOR', '10.0.0.7'], ['RASTREADOR', 'SIRENE', '123456', 20, 'OPERADOR', '10.0.0.7'],
    ]);
    expect(repo.eventos).toEqual([{ checklistId: 1, acao: 'BLOQUEIO_SIRENE_PRE_TESTE', antes: 'PENDENTE', depois: 'PENDENTE', autor: OPERADOR, detalhe: { comandos: [501, 502] } }]);
  });

  it('sem terminal, finalizado ou de outro cliente: nada enviado', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ terminal: null }), umChecklist({ id: 2, status: 'APROVADO' }));
    const comandos = fila();
    await expect(new BloqueioSirenePreTeste(repo, comandos).executar(1, OPERADOR)).rejects.toThrow('Não foi possivel realizar o bloqueio ou ligar a sirene');
    await expect(new BloqueioSirenePreTeste(repo, comandos).executar(2, OPERADOR)).rejects.toThrow('O pré-teste só vale antes do resultado do checklist');
    await expect(new BloqueioSirenePreTeste(repo, comandos).executar(1, DE_OUTRO_CLIENTE)).rejects.toThrow(ForbiddenError);
    expect(comandos.enviados).toEqual([]);
  });
});

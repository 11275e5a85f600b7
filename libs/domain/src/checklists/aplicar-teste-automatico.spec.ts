import { AplicarTesteAutomatico } from './aplicar-teste-automatico.js';
import { AvaliarTestes } from './consultas.js';
import { ChecklistsEmMemoria, LeiturasEmMemoria, OPERADOR, umChecklist } from './testes/checklists-em-memoria.js';

const inicio = new Date('2026-11-22T11:50:00Z');
const em = (s: number) => new Date(inicio.getTime() + s * 1000);
/** Door (1) and disengage (8) each worked both ways. */
const completas = [[1, 1, 10], [1, 0, 20], [8, 1, 30], [8, 0, 40]].map(([p, v, s]) => ({ periferico_id: p!, valor: v!, data_posicao: em(s!) }));

function montar(leituras = completas) {
  const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE', inicio_teste_online: inicio, reteste_pendente: true }));
  const fonte = new LeiturasEmMemoria(new Map([[1, 0], [8, 0]]), leituras);
  const testes = new AvaliarTestes(repo, fonte);
  return { repo, fonte, aplicar: new AplicarTesteAutomatico(repo, testes) };
}

describe('teste automático aplicado (analise_checklist e o job)', () => {
  it('concluído: itens com o rastreio e a marca, checklist APROVADO por 30 dias', async () => {
    const { repo, fonte, aplicar } = montar();
    const agora = em(60);
    const r = await aplicar.executar(1, { job: 'TESTE AUTOMÁTICO' }, agora);
    expect(r.status).toBe('APROVADO');
    expect(fonte.pedidos).toEqual([{ veiculoId: 20, inicio, fim: agora, perifericos: [1, 8] }]);
    expect(repo.itens.get(1)!.map((i) => [i.status, i.status_teste, i.quantidade])).toEqual([['APROVADO', 2, 2], ['APROVADO', 2, 2]]);
    expect(repo.linha(1)).toMatchObject({ data_validade: new Date(agora.getTime() + 30 * 86_400_000), reteste_pendente: false });
    expect(repo.eventos[0]).toMatchObject({ acao: 'REGISTRAR_RESULTADO', autor: { job: 'TESTE AUTOMÁTICO' }, detalhe: { automatico: true, tempo_esgotado: false } });
  });

  it('em andamento: guarda o rastreio sem marcar nem mudar o status', async () => {
    const { repo, aplicar } = montar(completas.slice(0, 1));
    await expect(aplicar.executar(1, OPERADOR, em(60))).resolves.toMatchObject({ status: null, resultado: { concluido: false } });
    expect(repo.itens.get(1)!.map((i) => [i.status, i.status_teste])).toEqual([[undefined, 1], [undefined, 0]]);
    expect(repo.linha(1).status).toBe('EM_TESTE');
  });

  it('tempo esgotado reprova, e a janela de leituras para no limite', async () => {
    const { repo, fonte, aplicar } = montar(completas.slice(0, 2));
    await expect(aplicar.executar(1, OPERADOR, em(30 * 60))).resolves.toMatchObject({ status: 'REPROVADO' });
    expect(fonte.pedidos[0]!.fim).toEqual(em(24 * 60));
    expect(repo.itens.get(1)!.map((i) => i.status)).toEqual(['APROVADO', 'REPROVADO']);
    expect(repo.linha(1).data_validade).toBeNull();
  });

  it('sem teste iniciado (ou sem checklist) não há o que aplicar', async () => {
    const { repo, aplicar } = montar();
    repo.linha(1).inicio_teste_online = null;
    await expect(aplicar.executar(1, OPERADOR, em(60))).resolves.toEqual({ resultado: null, status: null });
    await expect(aplicar.executar(9, OPERADOR, em(60))).resolves.toEqual({ resultado: null, status: null });
  });
});

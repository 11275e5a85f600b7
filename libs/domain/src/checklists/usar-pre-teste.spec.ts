import { AvaliarTestes } from './consultas.js';
import { UsarPreTeste } from './usar-pre-teste.js';
import { ChecklistsEmMemoria, LeiturasEmMemoria, OPERADOR, umChecklist } from './testes/checklists-em-memoria.js';

const inicio = new Date('2026-11-22T11:55:00Z');
const em = (s: number) => new Date(inicio.getTime() + s * 1000);

describe('pré-teste lido e aplicado (spec 01 §4.9)', () => {
  it('a leitura: sem acompanhamento, tudo em 0; acompanhando, pelas leituras desde o início', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'PENDENTE' }));
    const fonte = new LeiturasEmMemoria(new Map([[1, 0]]), [{ periferico_id: 1, valor: 1, data_posicao: em(10) }, { periferico_id: 1, valor: 0, data_posicao: em(20) }]);
    const testes = new AvaliarTestes(repo, fonte);
    const parado = await testes.preTeste(1, em(60));
    expect(parado).toMatchObject({ monitorando_preteste: false, preteste_usado: false, inicio_preteste: null });
    expect(parado.itens.map((i) => i.status)).toEqual([0, 0]);
    expect(fonte.pedidos).toEqual([]);
    Object.assign(repo.linha(1), { inicio_preteste: inicio, monitorando_preteste: true });
    const r = await testes.preTeste(1, em(60));
    expect(r).toMatchObject({ monitorando_preteste: true, inicio_preteste: inicio.toISOString() });
    expect(r.itens.map((i) => i.status)).toEqual([2, 0]);
    // Past the window, what did not answer is rejected.
    expect((await testes.preTeste(1, em(24 * 60))).itens.map((i) => i.status)).toEqual([2, -2]);
    await expect(testes.preTeste(9, em(60))).rejects.toThrow('Checklist não encontrado');
  });

  it('aplicar: os itens guardam o status do pré-teste, os decididos viram marcas, o acompanhamento termina', async () => {
    const repo = new ChecklistsEmMemoria().com(umChecklist({ status: 'EM_TESTE', inicio_preteste: inicio, monitorando_preteste: true }));
    const fonte = new LeiturasEmMemoria(new Map([[1, 0], [8, 0]]), [
      { periferico_id: 1, valor: 1, data_posicao: em(10) }, { periferico_id: 1, valor: 0, data_posicao: em(20) },
      { periferico_id: 8, valor: 1, data_posicao: em(30) }, { periferico_id: 8, valor: 0, data_posicao: em(40) }, { periferico_id: 8, valor: 1, data_posicao: em(50) },
    ]);
    await expect(new UsarPreTeste(repo, new AvaliarTestes(repo, fonte), () => em(100)).executar(1, OPERADOR)).resolves.toMatchObject({ status: 'EM_TESTE' });
    expect(repo.itens.get(1)!.map((i) => [i.status_preteste, i.status])).toEqual([[2, 'APROVADO'], [-1, 'REPROVADO']]);
    expect(repo.linha(1)).toMatchObject({ preteste_usado: true, monitorando_preteste: false });
    expect(repo.eventos[0]!.detalhe).toEqual({ preteste_usado: true, itens: { 11: 'APROVADO', 12: 'REPROVADO' } });
  });
});

import { CHECKLIST } from './regras.js';
import { avaliarTesteAutomatico, eNegativo, NEGATIVOS, POSITIVO } from './teste-automatico.js';

const inicio = new Date('2026-11-22T12:00:00Z');
const em = (s: number) => new Date(inicio.getTime() + s * 1000);
const leitura = (periferico_id: number, valor: number, s: number) => ({ periferico_id, valor, data_posicao: em(s) });
const LIMITE_S = CHECKLIST.limiteTesteAutomaticoMs / 1000;

describe('teste automático (spec 01 §4.8): regras de cada item', () => {
  it('os negativos são 8, 9, 10, 11, 27, 28 e 44; a sirene (12) é o positivo', () => {
    expect([...NEGATIVOS]).toEqual([8, 9, 10, 11, 27, 28, 44]);
    expect(POSITIVO).toBe(12);
    for (const p of NEGATIVOS) expect(eNegativo(p)).toBe(true);
    for (const p of [1, 7, 12, 13]) expect(eNegativo(p)).toBe(false);
  });

  it('cada item registra valor, mudanças, quando mudou e o estado; mais de duas mudanças são contadas', () => {
    const r = avaliarTesteAutomatico([{ id: 5, periferico_id: 1, descricao: 'PORTA' }], inicio, em(100), new Map([[1, 0]]), [
      leitura(1, 1, 10), leitura(1, 0, 20), leitura(1, 1, 30),
    ]);
    expect(r.itens).toEqual([{ id: 5, periferico_id: 1, descricao: 'PORTA', status: 2, valor: 1, violacao: false, quantidade: 3, data_posicao: em(30).toISOString(), estado: 'OK' }]);
  });

  it('item sem periférico não tem leitura: fica AGUARDANDO e, no tempo esgotado, é ERRO', () => {
    const item = [{ id: 1, periferico_id: null, descricao: 'EXTINTOR' }];
    const r = avaliarTesteAutomatico(item, inicio, em(60), new Map(), [leitura(1, 1, 10)]);
    expect(r.itens[0]).toMatchObject({ status: 0, valor: null, violacao: false, quantidade: 0, data_posicao: null, estado: 'AGUARDANDO' });
    expect(r).toMatchObject({ concluido: false, aprovado: null, tempo_esgotado: false, tempo_decorrido_ms: 60_000 });
    const fim = avaliarTesteAutomatico(item, inicio, em(LIMITE_S), new Map(), []);
    expect(fim.itens[0]!.estado).toBe('ERRO');
    expect(fim).toMatchObject({ concluido: true, aprovado: false, tempo_esgotado: true, tempo_decorrido_ms: CHECKLIST.limiteTesteAutomaticoMs });
  });

  it('sem valor no início, a primeira leitura é a base, não uma mudança', () => {
    const r = avaliarTesteAutomatico([{ id: 1, periferico_id: 3, descricao: 'BAÚ' }], inicio, em(60), new Map(), [leitura(3, 0, 5), leitura(3, 1, 10)]);
    expect(r.itens[0]).toMatchObject({ status: 1, valor: 1, quantidade: 1, data_posicao: em(10).toISOString() });
    expect(r.alertas.map((a) => a.estado)).toEqual([0, 1]);
  });

  it('leituras fora de ordem são postas em ordem; valor repetido e leitura de outro periférico não são mudança', () => {
    const itens = [{ id: 1, periferico_id: 1, descricao: 'PORTA' }, { id: 2, periferico_id: 2, descricao: 'CARONA' }];
    const r = avaliarTesteAutomatico(itens, inicio, em(100), new Map([[1, 0], [2, 0]]), [
      leitura(1, 0, 30), leitura(1, 1, 10), leitura(1, 1, 20), leitura(2, 0, 15), leitura(2, 0, 25),
    ]);
    expect(r.itens[0]).toMatchObject({ status: 2, quantidade: 2, valor: 0, data_posicao: em(30).toISOString() });
    expect(r.itens[1]).toMatchObject({ status: 0, quantidade: 0, valor: 0, data_posicao: null });
    expect(r.alertas.slice(1).map((a) => a.data)).toEqual([em(10).toISOString(), em(30).toISOString()]);
  });

  it('só a primeira leitura, sem valor anterior: fica como base, com a sua hora, sem alerta', () => {
    const r = avaliarTesteAutomatico([{ id: 1, periferico_id: 8, descricao: 'DESENGATE' }], inicio, em(60), new Map(), [leitura(8, 0, 5)]);
    expect(r.itens[0]).toMatchObject({ status: 0, valor: 0, quantidade: 0, violacao: false, data_posicao: em(5).toISOString(), estado: 'AGUARDANDO' });
    expect(r.alertas).toHaveLength(1);
  });

  it('uma leitura exatamente no início conta; uma exatamente no limite, não', () => {
    const item = [{ id: 1, periferico_id: 1, descricao: 'PORTA' }];
    const r = avaliarTesteAutomatico(item, inicio, em(LIMITE_S + 60), new Map([[1, 0]]), [leitura(1, 1, 0), leitura(1, 0, LIMITE_S)]);
    expect(r.itens[0]).toMatchObject({ status: 1, quantidade: 1, valor: 1 });
    expect(r.tempo_decorrido_ms).toBe(CHECKLIST.limiteTesteAutomaticoMs);
  });
});

describe('teste automático: alertas e conclusão', () => {
  it('os alertas: início, mudança comum (1), para positivo (2), para negativo (3), aprovação (4), com nome e data', () => {
    const itens = [{ id: 1, periferico_id: 1, descricao: 'PORTA' }, { id: 2, periferico_id: 12, descricao: 'SIRENE' }, { id: 3, periferico_id: 11, descricao: 'PÂNICO' }];
    const r = avaliarTesteAutomatico(itens, inicio, em(120), new Map([[1, 0], [12, 0], [11, 0]]), [
      leitura(1, 1, 10), leitura(1, 0, 20), leitura(12, 1, 30), leitura(12, 0, 40), leitura(11, 1, 50), leitura(11, 0, 60),
    ]);
    expect(r.alertas).toEqual([
      { estado: 0, item_pgr: null, mensagem: 'Teste automático iniciado', data: inicio.toISOString() },
      { estado: 1, item_pgr: 1, mensagem: 'Porta do motorista: valor 1', data: em(10).toISOString() },
      { estado: 1, item_pgr: 1, mensagem: 'Porta do motorista: valor 0', data: em(20).toISOString() },
      { estado: 2, item_pgr: 12, mensagem: 'Sirene: valor 1', data: em(30).toISOString() },
      { estado: 3, item_pgr: 12, mensagem: 'Sirene: valor 0', data: em(40).toISOString() },
      { estado: 3, item_pgr: 11, mensagem: 'Botão de pânico: valor 1', data: em(50).toISOString() },
      { estado: 2, item_pgr: 11, mensagem: 'Botão de pânico: valor 0', data: em(60).toISOString() },
      { estado: 4, item_pgr: null, mensagem: 'Checklist aprovado', data: em(120).toISOString() },
    ]);
    expect(r).toMatchObject({ concluido: true, aprovado: true, tempo_esgotado: false, tempo_decorrido_ms: 120_000 });
  });

  it('periférico fora da tabela: o alerta usa a descrição do item', () => {
    const r = avaliarTesteAutomatico([{ id: 1, periferico_id: 999, descricao: 'SENSOR X' }], inicio, em(60), new Map([[999, 0]]), [leitura(999, 1, 10)]);
    expect(r.alertas[1]).toMatchObject({ estado: 1, mensagem: 'SENSOR X: valor 1' });
  });

  it('reprovação por erro: alerta 5 "Checklist reprovado" na hora da avaliação', () => {
    const r = avaliarTesteAutomatico([{ id: 1, periferico_id: 8, descricao: 'DESENGATE' }], inicio, em(90), new Map([[8, 0]]), [leitura(8, 1, 10), leitura(8, 0, 20), leitura(8, 1, 30)]);
    expect(r.itens[0]).toMatchObject({ estado: 'ERRO', violacao: true });
    expect(r.alertas.at(-1)).toEqual({ estado: 5, item_pgr: null, mensagem: 'Checklist reprovado', data: em(90).toISOString() });
    expect(r).toMatchObject({ concluido: true, aprovado: false, tempo_esgotado: false });
  });

  it('tempo esgotado com itens esperando: alerta "Tempo do teste esgotado" na hora do limite, e os que esperavam viram ERRO', () => {
    const itens = [{ id: 1, periferico_id: 1, descricao: 'PORTA' }, { id: 2, periferico_id: 2, descricao: 'CARONA' }];
    const r = avaliarTesteAutomatico(itens, inicio, em(LIMITE_S + 300), new Map([[1, 0], [2, 0]]), [leitura(1, 1, 10), leitura(1, 0, 20)]);
    expect(r.itens.map((i) => i.estado)).toEqual(['OK', 'ERRO']);
    expect(r.alertas.at(-1)).toEqual({ estado: 5, item_pgr: null, mensagem: 'Tempo do teste esgotado', data: em(LIMITE_S).toISOString() });
    expect(r.tempo_decorrido_ms).toBe(CHECKLIST.limiteTesteAutomaticoMs);
  });

  it('no limite, com tudo resolvido e um erro, é reprovado (não "tempo esgotado")', () => {
    const itens = [{ id: 1, periferico_id: 8, descricao: 'DESENGATE' }];
    const r = avaliarTesteAutomatico(itens, inicio, em(LIMITE_S), new Map([[8, 0]]), [leitura(8, 1, 10), leitura(8, 0, 20), leitura(8, 1, 30)]);
    expect(r.alertas.at(-1)!.mensagem).toBe('Checklist reprovado');
    expect(r.tempo_esgotado).toBe(true);
  });

  it('no limite com tudo OK, aprova; um instante antes com item esperando, ainda não concluiu', () => {
    const itens = [{ id: 1, periferico_id: 1, descricao: 'PORTA' }];
    const ok = avaliarTesteAutomatico(itens, inicio, em(LIMITE_S), new Map([[1, 0]]), [leitura(1, 1, 10), leitura(1, 0, 20)]);
    expect(ok).toMatchObject({ concluido: true, aprovado: true, tempo_esgotado: true });
    const antes = avaliarTesteAutomatico(itens, inicio, new Date(inicio.getTime() + CHECKLIST.limiteTesteAutomaticoMs - 1), new Map([[1, 0]]), [leitura(1, 1, 10)]);
    expect(antes).toMatchObject({ concluido: false, aprovado: null, tempo_esgotado: false });
    expect(antes.alertas).toHaveLength(2);
  });

  it('avaliado antes do início, o tempo decorrido não é negativo', () => {
    expect(avaliarTesteAutomatico([], inicio, em(-10), new Map(), []).tempo_decorrido_ms).toBe(0);
  });
});

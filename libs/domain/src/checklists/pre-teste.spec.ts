import { avaliarPreTeste, GRUPOS_PRE_TESTE, marcasDoPreTeste, STATUS_PRE_TESTE, type StatusPreTeste } from './pre-teste.js';

const inicio = new Date('2026-11-22T12:00:00Z');
const em = (s: number) => new Date(inicio.getTime() + s * 1000);
/** Two changes of a peripheral: the driver works the sensor both ways. */
const duasMudancas = (periferico_id: number, de: number, t = 10) => [
  { periferico_id, valor: 1 - de, data_posicao: em(t) },
  { periferico_id, valor: de, data_posicao: em(t + 10) },
];
const itens = [
  { id: 1, periferico_id: 1, descricao: 'PORTA MOTORISTA' },
  { id: 2, periferico_id: 2, descricao: 'PORTA CARONA' },
  { id: 3, periferico_id: 8, descricao: 'DESENGATE' },
  { id: 4, periferico_id: 7, descricao: 'BLOQUEIO' },
  { id: 5, periferico_id: 12, descricao: 'SIRENE' },
  { id: 6, periferico_id: null, descricao: 'EXTINTOR' },
];
const base = new Map([[1, 0], [2, 0], [8, 0], [7, 0], [12, 0]]);
const statusDe = (r: ReturnType<typeof avaliarPreTeste>) => Object.fromEntries(r.itens.map((i) => [i.id, i.status]));
const gruposDe = (r: ReturnType<typeof avaliarPreTeste>) => Object.fromEntries(r.grupos.map((g) => [g.chave, g.estado]));

describe('pré-teste (spec 01 §4.9)', () => {
  it('os nomes dos status e os grupos do guia pelos periféricos', () => {
    expect(STATUS_PRE_TESTE).toEqual({ [-2]: 'REPROVADO', [-1]: 'REPROVADO em análise', 0: 'nenhum', 1: 'PENDENTE parcial', 2: 'PRÉ-APROVADO' });
    expect(GRUPOS_PRE_TESTE).toEqual([
      { chave: 'portas', titulo: 'Portas', perifericos: [1, 2] },
      { chave: 'desengate', titulo: 'Desengate', perifericos: [8] },
      { chave: 'bloqueio_sirene', titulo: 'Bloqueio e sirene', perifericos: [7, 12] },
    ]);
  });

  it('sem leituras: todos em 0 e o guia AGUARDANDO', () => {
    const r = avaliarPreTeste(itens, inicio, em(60), base, []);
    expect(statusDe(r)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
    expect(r.grupos).toEqual([
      { chave: 'portas', titulo: 'Portas', estado: 'AGUARDANDO' },
      { chave: 'desengate', titulo: 'Desengate', estado: 'AGUARDANDO' },
      { chave: 'bloqueio_sirene', titulo: 'Bloqueio e sirene', estado: 'AGUARDANDO' },
    ]);
    expect(r.itens[0]).toEqual({ id: 1, periferico_id: 1, descricao: 'PORTA MOTORISTA', status: 0 });
  });

  it('uma mudança é PENDENTE parcial; duas, PRÉ-APROVADO; o grupo aprova só com todos os seus itens', () => {
    const r = avaliarPreTeste(itens, inicio, em(120), base, [...duasMudancas(1, 0), { periferico_id: 2, valor: 1, data_posicao: em(15) }, ...duasMudancas(7, 0, 30), ...duasMudancas(12, 0, 50)]);
    expect(statusDe(r)).toMatchObject({ 1: 2, 2: 1, 3: 0, 4: 2, 5: 2, 6: 0 });
    expect(gruposDe(r)).toEqual({ portas: 'PENDENTE', desengate: 'AGUARDANDO', bloqueio_sirene: 'ITEM APROVADO' });
  });

  it('um negativo que termina as duas mudanças em violação fica -1 (reprovado em análise)', () => {
    const r = avaliarPreTeste(itens, inicio, em(120), base, [
      { periferico_id: 8, valor: 1, data_posicao: em(10) }, { periferico_id: 8, valor: 0, data_posicao: em(20) }, { periferico_id: 8, valor: 1, data_posicao: em(30) },
    ]);
    expect(statusDe(r)[3]).toBe(-1);
    expect(gruposDe(r).desengate).toBe('PENDENTE');
  });

  it('um negativo violado sem as duas mudanças ainda não é -1: fica 0 e, encerrada a janela, -2', () => {
    const violado = new Map([...base, [8, 1]]);
    expect(statusDe(avaliarPreTeste(itens, inicio, em(60), violado, []))[3]).toBe(0);
    expect(statusDe(avaliarPreTeste(itens, inicio, em(24 * 60), violado, [], true))[3]).toBe(-2);
  });

  it('encerrada a janela, o que não chegou a duas mudanças reprova (-2); o aprovado segue aprovado', () => {
    const r = avaliarPreTeste(itens, inicio, em(24 * 60), base, [...duasMudancas(1, 0), { periferico_id: 2, valor: 1, data_posicao: em(15) }], true);
    expect(statusDe(r)).toEqual({ 1: 2, 2: -2, 3: -2, 4: -2, 5: -2, 6: -2 });
    expect(gruposDe(r)).toEqual({ portas: 'PENDENTE', desengate: 'PENDENTE', bloqueio_sirene: 'PENDENTE' });
    // Not closed yet: the same readings leave them open.
    expect(statusDe(avaliarPreTeste(itens, inicio, em(24 * 60), base, [...duasMudancas(1, 0)]))).toMatchObject({ 2: 0, 3: 0 });
  });

  it('grupo sem itens no checklist fica AGUARDANDO', () => {
    const r = avaliarPreTeste([itens[0]!, itens[1]!], inicio, em(60), base, [...duasMudancas(1, 0), ...duasMudancas(2, 0, 40)]);
    expect(gruposDe(r)).toEqual({ portas: 'ITEM APROVADO', desengate: 'AGUARDANDO', bloqueio_sirene: 'AGUARDANDO' });
  });

  it('aplicar o pré-teste: PRÉ-APROVADO vira APROVADO, -1 e -2 viram REPROVADO, o resto fica para o teste', () => {
    const lista: Array<{ id: number; status: StatusPreTeste }> = [
      { id: 1, status: 2 }, { id: 2, status: 1 }, { id: 3, status: 0 }, { id: 4, status: -1 }, { id: 5, status: -2 },
    ];
    expect([...marcasDoPreTeste(lista)]).toEqual([[1, 'APROVADO'], [4, 'REPROVADO'], [5, 'REPROVADO']]);
    expect(marcasDoPreTeste([]).size).toBe(0);
  });
});

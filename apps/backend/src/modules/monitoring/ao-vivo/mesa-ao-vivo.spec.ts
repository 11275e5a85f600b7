import { jest } from '@jest/globals';
import { escopoDoUsuario, GRUPO, type LeitorViagem, type ViagemMudada } from '@gr/domain';
import { codificarMudancas } from '@gr/infrastructure';
import { MesaAoVivo } from './mesa-ao-vivo.js';

const leitor = (grupo: number, cliente_id: number | null): LeitorViagem => ({ grupo_usuario_id: grupo, escopo: escopoDoUsuario({ grupo_usuario_id: grupo, cliente_id, clientes_gerenciados: [] }) });
const OPERADOR = leitor(GRUPO.OPERADOR, null);
const CLIENTE_1 = leitor(GRUPO.CLIENTE, 1);
const mudou = (id: number, cliente_id: number, mudouDeLista = false): ViagemMudada => ({ id, cliente_id, embarcador_id: null, mudouDeLista });

interface Evento {
  id?: string;
  event?: string;
  data?: unknown;
  comentario?: string;
}

/** The stream's text as events (the SSE parsing a browser does, enough for these tests). */
function eventos(texto: string): Evento[] {
  return texto
    .split('\n\n')
    .filter(Boolean)
    .map((bloco) => {
      const e: Evento = {};
      for (const linha of bloco.split('\n')) {
        if (linha.startsWith(': ')) e.comentario = linha.slice(2);
        else if (linha.startsWith('id: ')) e.id = linha.slice(4);
        else if (linha.startsWith('event: ')) e.event = linha.slice(7);
        else if (linha.startsWith('data: ')) e.data = JSON.parse(linha.slice(6));
      }
      return e;
    });
}

function fluxo(mesa: MesaAoVivo, quem: LeitorViagem, ultimo?: string) {
  let texto = '';
  const assinatura = mesa.assinar(quem, ultimo, (t) => (texto += t));
  return { assinatura, eventos: () => eventos(texto), dados: () => eventos(texto).filter((e) => e.event === 'viagens').map((e) => e.data) };
}

describe('a mesa ao vivo de um processo (issue 22)', () => {
  let agora = 1_000_000;
  const nova = (o: ConstructorParameters<typeof MesaAoVivo>[0] = {}) => new MesaAoVivo({ juntarMs: 0, processo: 'abc', agora: () => agora, ...o });

  it('cada assinante recebe só os ids que lê, com o id do evento; quem não lê nenhum não recebe nada', () => {
    const mesa = nova();
    const op = fluxo(mesa, OPERADOR);
    const cli = fluxo(mesa, CLIENTE_1);
    const outro = fluxo(mesa, leitor(GRUPO.CLIENTE, 99));
    mesa.receber(codificarMudancas([mudou(10, 1), mudou(20, 2, true)]));
    expect(op.dados()).toEqual([{ ids: [10, 20], lista: true }]);
    expect(cli.dados()).toEqual([{ ids: [10], lista: false }]);
    expect(outro.dados()).toEqual([]);
    expect(cli.eventos().map((e) => [e.event, e.id])).toEqual([[undefined, undefined], ['pronto', 'abc.0'], ['viagens', 'abc.1']]);
  });

  it('começa dizendo ao navegador o intervalo de reconexão e o id atual', () => {
    const mesa = nova({ retryMs: 2500 });
    mesa.receber(codificarMudancas([mudou(1, 1)]));
    const f = fluxo(mesa, OPERADOR);
    let texto = '';
    mesa.assinar(OPERADOR, undefined, (t) => (texto += t));
    expect(texto.startsWith('retry: 2500\n\n')).toBe(true);
    expect(f.eventos()[1]).toEqual({ id: 'abc.1', event: 'pronto', data: {} });
  });

  it('junta o que chega em juntarMs num evento só', () => {
    jest.useFakeTimers();
    try {
      const mesa = nova({ juntarMs: 100 });
      const op = fluxo(mesa, OPERADOR);
      mesa.receber(codificarMudancas([mudou(1, 1)]));
      mesa.receber(codificarMudancas([mudou(2, 1), mudou(1, 1)]));
      expect(op.dados()).toEqual([]);
      jest.advanceTimersByTime(100);
      expect(op.dados()).toEqual([{ ids: [1, 2], lista: false }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('quem volta com o último id recebe o que perdeu, e só o que lê', () => {
    const mesa = nova();
    const antes = fluxo(mesa, CLIENTE_1);
    mesa.receber(codificarMudancas([mudou(1, 1)]));
    const ultimo = antes.eventos().at(-1)!.id!;
    antes.assinatura.cancelar();
    mesa.receber(codificarMudancas([mudou(2, 1)]));
    mesa.receber(codificarMudancas([mudou(3, 2)]));
    mesa.receber(codificarMudancas([mudou(4, 1, true)]));
    const volta = fluxo(mesa, CLIENTE_1, ultimo);
    expect(volta.eventos().filter((e) => e.event).map((e) => [e.event, e.id, e.data])).toEqual([
      ['viagens', 'abc.2', { ids: [2], lista: false }],
      ['viagens', 'abc.4', { ids: [4], lista: true }],
      ['pronto', 'abc.4', {}],
    ]);
  });

  it.each([
    ['de outro processo', 'def.1'],
    ['malformado', 'abc.x'],
    ['do futuro', 'abc.99'],
  ])('um último id %s pede recarregar', (_caso, ultimo) => {
    const mesa = nova();
    mesa.receber(codificarMudancas([mudou(1, 1)]));
    expect(fluxo(mesa, OPERADOR, ultimo).eventos().filter((e) => e.event).map((e) => e.event)).toEqual(['recarregar', 'pronto']);
  });

  it('quem volta de longe demais (além do guardado) recarrega', () => {
    const mesa = nova({ guardarMs: 60_000 });
    mesa.receber(codificarMudancas([mudou(1, 1)]));
    mesa.receber(codificarMudancas([mudou(2, 1)]));
    agora += 61_000;
    mesa.receber(codificarMudancas([mudou(3, 1)]));
    expect(fluxo(mesa, OPERADOR, 'abc.1').eventos().filter((e) => e.event).map((e) => e.event)).toEqual(['recarregar', 'pronto']);
    expect(fluxo(mesa, OPERADOR, 'abc.2').eventos().filter((e) => e.event).map((e) => [e.event, e.id])).toEqual([['viagens', 'abc.3'], ['pronto', 'abc.3']]);
  });

  it('um canal que ficou surdo (*) manda todos recarregarem, e quem volta de antes dele também', () => {
    const mesa = nova();
    const op = fluxo(mesa, OPERADOR);
    mesa.receber(codificarMudancas([mudou(1, 1)]));
    mesa.receber('*');
    expect(op.eventos().at(-1)).toEqual({ id: 'abc.2', event: 'recarregar', data: {} });
    expect(fluxo(mesa, OPERADOR, 'abc.1').eventos().filter((e) => e.event).map((e) => e.event)).toEqual(['recarregar', 'pronto']);
    expect(fluxo(mesa, OPERADOR, 'abc.2').eventos().filter((e) => e.event).map((e) => e.event)).toEqual(['pronto']);
  });

  it('a batida é um comentário que leva o id de agora', () => {
    const mesa = nova();
    const cli = fluxo(mesa, CLIENTE_1);
    mesa.receber(codificarMudancas([mudou(5, 2)]));
    cli.assinatura.batida();
    expect(cli.eventos().at(-1)).toEqual({ comentario: 'batida', id: 'abc.1' });
  });

  it('um leitor trocado (o escopo da sessão mudou) passa a receber pelo escopo novo; quem cancelou não recebe mais', () => {
    const mesa = nova();
    const f = fluxo(mesa, CLIENTE_1);
    f.assinatura.trocarLeitor(leitor(GRUPO.CLIENTE, 2));
    mesa.receber(codificarMudancas([mudou(1, 1), mudou(2, 2)]));
    f.assinatura.cancelar();
    mesa.receber(codificarMudancas([mudou(3, 2)]));
    expect(f.dados()).toEqual([{ ids: [2], lista: false }]);
    expect(mesa.quantosAssinantes).toBe(0);
  });

  it('ignora o que não é mudança de viagens', () => {
    const mesa = nova();
    const op = fluxo(mesa, OPERADOR);
    mesa.receber('ping');
    mesa.receber('{"v":"x"}');
    expect(op.dados()).toEqual([]);
  });
});

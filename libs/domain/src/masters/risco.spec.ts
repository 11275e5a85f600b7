import {
  analisarRegra, avaliarRegra, condicoesDaRegra, ErroRegraRisco, formatarRegra, montarRegra, OPCOES_REGRA_RISCO, PONTUACAO_INICIAL_REGRA, PONTUACAO_RESET_REGRA,
  pontuarViagem, referenciasDaRegra, tokenizar, type OpcaoRegraRisco, type ViagemParaRisco,
} from './risco.js';

/** A small seeded generator (no fast-check here): the same expressions on every run. */
function gerador(semente: number) {
  let s = semente >>> 0;
  const prox = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (a: number, b: number) => a + Math.floor(prox() * (b - a + 1));
  const um = <T>(l: readonly T[]) => l[Math.floor(prox() * l.length)]!;
  return { int, um, chance: (p: number) => prox() < p };
}
type G = ReturnType<typeof gerador>;
const OPCOES = OPCOES_REGRA_RISCO.map((o) => o.nome);

/** A random expression as a tree of the generator's own, and its text with random spellings. */
type Gerada = { tipo: 'cmp'; opcao: OpcaoRegraRisco; op: '=' | '>' | '<'; valor: number; invertido: boolean } | { tipo: 'log'; op: 'E' | 'OU'; a: Gerada; b: Gerada };
function gerar(g: G, profundidade: number): Gerada {
  if (profundidade === 0 || g.chance(0.35)) {
    const opcao = g.um(OPCOES);
    const valor = opcao === 'telemonitorado' ? g.int(0, 1) : opcao === 'tipo_viagem_id' ? g.int(1, 6) : g.int(0, 1500);
    return { tipo: 'cmp', opcao, op: g.um(['=', '>', '<'] as const), valor, invertido: g.chance(0.2) };
  }
  return { tipo: 'log', op: g.um(['E', 'OU'] as const), a: gerar(g, profundidade - 1), b: gerar(g, profundidade - 1) };
}
function texto(g: G, e: Gerada): string {
  const sp = () => g.um(['', ' ', '  ']);
  if (e.tipo === 'cmp') {
    const op = e.op === '=' && g.chance(0.3) ? '==' : e.op;
    const inv = { '=': '=', '>': '<', '<': '>' }[e.op];
    return e.invertido ? `${e.valor}${sp()}${op === '==' ? '==' : inv}${sp()}${e.opcao}` : `${e.opcao}${sp()}${op}${sp()}${e.valor}`;
  }
  const palavra = e.op === 'E' ? g.um(['E', 'e', 'AND', '&&']) : g.um(['OU', 'ou', 'OR', '||']);
  return `(${sp()}${texto(g, e.a)} ${palavra} ${texto(g, e.b)}${sp()})`;
}
function avaliarGerada(e: Gerada, v: ViagemParaRisco): boolean {
  if (e.tipo === 'log') return e.op === 'E' ? avaliarGerada(e.a, v) && avaliarGerada(e.b, v) : avaliarGerada(e.a, v) || avaliarGerada(e.b, v);
  const bruto = v[e.opcao];
  const x = typeof bruto === 'boolean' ? (bruto ? 1 : 0) : bruto;
  if (typeof x !== 'number') return false;
  return e.op === '=' ? x === e.valor : e.op === '>' ? x > e.valor : x < e.valor;
}
function viagem(g: G): ViagemParaRisco {
  const v: ViagemParaRisco = { telemonitorado: g.chance(0.5), distancia: g.int(0, 1500), tipo_viagem_id: g.int(1, 6) };
  if (g.chance(0.1)) delete v.distancia;
  return v;
}

describe('risk-rule parser', () => {
  it('parses the builder\'s expressions with E binding tighter than OU', () => {
    const no = analisarRegra('telemonitorado = 1 OU distancia > 800 E tipo_viagem_id = 2');
    expect(no).toMatchObject({ tipo: 'logico', op: 'OU', direita: { tipo: 'logico', op: 'E' } });
    expect(formatarRegra(no)).toBe('telemonitorado = 1 OU distancia > 800 E tipo_viagem_id = 2');
    expect(formatarRegra(analisarRegra('(telemonitorado = 1 OU distancia > 800) E tipo_viagem_id = 2'))).toBe('(telemonitorado = 1 OU distancia > 800) E tipo_viagem_id = 2');
    expect(avaliarRegra(analisarRegra('distancia > 100,5'), { distancia: 101 })).toBe(true);
    expect(avaliarRegra(analisarRegra('telemonitorado = verdadeiro'), { telemonitorado: true })).toBe(true);
  });

  it.each([
    ['distancia > 100 E (tipo_viagem_id = 2', "parêntese sem fechamento: '('", '('],
    ['distancia > 100)', "parêntese sem abertura: ')'", ')'],
    [')distancia > 1', "parêntese sem abertura: ')'", ')'],
    ['velocidade > 80', "termo desconhecido: 'velocidade'", 'velocidade'],
    ['distancia >= 80', "termo inesperado: '='", '='],
    ['distancia > 80 XOU telemonitorado = 1', "termo inesperado: 'XOU'", 'XOU'],
    ['distancia ! 80', "termo desconhecido: '!'", '!'],
    ['distancia > 80; drop table', "termo desconhecido: ';'", ';'],
    ['distancia > 80 E peso > 10', "termo desconhecido: 'peso'", 'peso'],
    ['process.exit(1)', "termo desconhecido: 'process'", 'process'],
    ['distancia >', 'condição incompleta: falta um valor', ''],
    ['distancia', 'condição incompleta: falta o comparador (=, > ou <)', ''],
    ['', 'não pode ficar em branco', ''],
  ])('refuses %p naming the term', (definicao, mensagem, termo) => {
    let erro: unknown;
    try {
      analisarRegra(definicao);
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(ErroRegraRisco);
    expect((erro as ErroRegraRisco).errors).toEqual({ definicao: [mensagem] });
    expect((erro as ErroRegraRisco).termo).toBe(termo);
  });

  it('agrees with a direct evaluation on 400 generated expressions and 20 trips each', () => {
    // Disagreements are collected and compared once: 8,000 expect() calls made this test the
    // slowest of the unit suite, and of every mutation run that covers the parser.
    const g = gerador(20261122);
    const divergencias: unknown[] = [];
    for (let i = 0; i < 400; i++) {
      const e = gerar(g, g.int(0, 5));
      const t = texto(g, e);
      const no = analisarRegra(t);
      const canonico = formatarRegra(no);
      const deNovo = analisarRegra(canonico);
      if (formatarRegra(deNovo) !== canonico) divergencias.push({ t, canonico, deNovo: formatarRegra(deNovo) });
      for (let j = 0; j < 20; j++) {
        const v = viagem(g);
        const esperado = avaliarGerada(e, v);
        const r = avaliarRegra(no, v);
        const rCanonico = avaliarRegra(deNovo, v);
        if (r !== esperado || rCanonico !== esperado) divergencias.push({ t, canonico, v, esperado, r, rCanonico });
      }
    }
    expect(divergencias.slice(0, 5)).toEqual([]);
  });

  it('answers a corrupted expression with ErroRegraRisco only, never another exception', () => {
    const g = gerador(42);
    const lixo = ['(', ')', 'x', '>', 'E', 'OU', '@', '1', '==', '$'];
    let recusadas = 0;
    for (let i = 0; i < 400; i++) {
      const t = texto(g, gerar(g, g.int(1, 4)));
      const p = g.int(0, t.length);
      const corrompida = g.chance(0.5) ? t.slice(0, p) + g.um(lixo) + t.slice(p) : t.slice(0, p) + t.slice(p + 1);
      try {
        analisarRegra(corrompida);
      } catch (e) {
        expect(e).toBeInstanceOf(ErroRegraRisco);
        recusadas++;
      }
    }
    expect(recusadas).toBeGreaterThan(100);
  });

  it('tokenizes positions and keeps keywords apart from option names', () => {
    expect(tokenizar('distancia>1 e telemonitorado=0').map((t) => t.texto)).toEqual(['distancia', '>', '1', 'e', 'telemonitorado', '=', '0']);
  });
});

describe('the builder', () => {
  it('writes rows as an expression and reads them back', () => {
    const linhas = [
      { logico: null, opcao: 'telemonitorado', operador: 'igual', valor: 1 },
      { logico: 'E', opcao: 'distancia', operador: 'maior', valor: 500 },
      { logico: 'OU', opcao: 'tipo_viagem_id', operador: 'menor', valor: 3 },
    ] as const;
    const definicao = montarRegra(linhas);
    expect(definicao).toBe('telemonitorado = 1 E distancia > 500 OU tipo_viagem_id < 3');
    expect(condicoesDaRegra(definicao)).toEqual(linhas);
    expect(condicoesDaRegra('(distancia > 1)')).toBeNull();
    expect(condicoesDaRegra('1 < distancia')).toBeNull();
    expect(referenciasDaRegra(analisarRegra(definicao))).toEqual({
      referencias: [1, 2, 3],
      parametros: [{ nome: 'telemonitorado', valor: 1 }, { nome: 'distancia', valor: 500 }, { nome: 'tipo_viagem_id', valor: 3 }],
    });
    expect([PONTUACAO_INICIAL_REGRA, PONTUACAO_RESET_REGRA]).toEqual([10, 0]);
  });
});

describe('scoring a trip against a client\'s rules', () => {
  const regras = [
    { id: 1, definicao: 'distancia > 800', pontos: 5 },
    { id: 2, definicao: 'telemonitorado = 1 E distancia > 500', pontos: 8 },
    { id: 3, definicao: '(tipo_viagem_id = 2 OU tipo_viagem_id = 3) E distancia < 100', pontos: 2 },
    { id: 4, definicao: 'distancia > 0', pontos: 100, ativo: false },
    { id: 5, definicao: 'distancia >> 0', pontos: 50 },
  ];
  it('adds the points of the active rules that hold', () => {
    expect(pontuarViagem({ distancia: 900, telemonitorado: true, tipo_viagem_id: 1 }, regras)).toMatchObject({ pontos: 13, regras: [regras[0], regras[1]], invalidas: [regras[4]] });
    expect(pontuarViagem({ distancia: 50, telemonitorado: false, tipo_viagem_id: 3 }, regras).pontos).toBe(2);
    expect(pontuarViagem({}, regras).pontos).toBe(0);
    expect(pontuarViagem({ distancia: 900 }, []).pontos).toBe(0);
  });

  it('equals the sum over rules evaluated one by one (generated)', () => {
    const g = gerador(7);
    for (let i = 0; i < 100; i++) {
      const lista = Array.from({ length: g.int(0, 6) }, (_, k) => ({ id: k, definicao: texto(g, gerar(g, 3)), pontos: g.int(0, 20) }));
      const v = viagem(g);
      const soma = lista.reduce((s, r) => s + (avaliarRegra(analisarRegra(r.definicao), v) ? r.pontos : 0), 0);
      expect(pontuarViagem(v, lista).pontos).toBe(soma);
    }
  });
});


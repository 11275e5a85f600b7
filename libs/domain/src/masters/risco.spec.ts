import { geradorComSemente, ValidationError, type GeradorComSemente } from '../shared/index.js';
import {
  analisarRegra, avaliarRegra, condicoesDaRegra, ErroRegraRisco, formatarRegra, montarRegra, OPCOES_REGRA_RISCO, PONTUACAO_INICIAL_REGRA, PONTUACAO_RESET_REGRA,
  pontuarViagem, referenciasDaRegra, tokenizar, validarRegraRisco, type DadosRegraRisco, type OpcaoRegraRisco, type RegraRiscoValida, type ViagemParaRisco,
} from './risco.js';

/** The seeded generator (no fast-check here): the same expressions on every run. */
const gerador = geradorComSemente;
type G = GeradorComSemente;
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

describe('parser de regras de risco', () => {
  it('lê as expressões do construtor com E ligando mais forte que OU', () => {
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
  ])('recusa %p nomeando o termo', (definicao, mensagem, termo) => {
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

  it('concorda com uma avaliação direta em 400 expressões geradas e 20 viagens cada', () => {
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

  it('responde a uma expressão corrompida só com ErroRegraRisco, nunca outra exceção', () => {
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

  it('tokeniza posições e mantém as palavras-chave separadas dos nomes de opção', () => {
    expect(tokenizar('distancia>1 e telemonitorado=0').map((t) => t.texto)).toEqual(['distancia', '>', '1', 'e', 'telemonitorado', '=', '0']);
  });
});

describe('o construtor', () => {
  it('escreve linhas como uma expressão e as lê de volta', () => {
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

describe('pontuação de uma viagem contra as regras de um cliente', () => {
  const regras = [
    { id: 1, definicao: 'distancia > 800', pontos: 5 },
    { id: 2, definicao: 'telemonitorado = 1 E distancia > 500', pontos: 8 },
    { id: 3, definicao: '(tipo_viagem_id = 2 OU tipo_viagem_id = 3) E distancia < 100', pontos: 2 },
    { id: 4, definicao: 'distancia > 0', pontos: 100, ativo: false },
    { id: 5, definicao: 'distancia >> 0', pontos: 50 },
  ];
  it('soma os pontos das regras ativas que valem', () => {
    expect(pontuarViagem({ distancia: 900, telemonitorado: true, tipo_viagem_id: 1 }, regras)).toMatchObject({ pontos: 13, regras: [regras[0], regras[1]], invalidas: [regras[4]] });
    expect(pontuarViagem({ distancia: 50, telemonitorado: false, tipo_viagem_id: 3 }, regras).pontos).toBe(2);
    expect(pontuarViagem({}, regras).pontos).toBe(0);
    expect(pontuarViagem({ distancia: 900 }, []).pontos).toBe(0);
  });

  it('é igual à soma das regras avaliadas uma a uma (gerado)', () => {
    const g = gerador(7);
    for (let i = 0; i < 100; i++) {
      const lista = Array.from({ length: g.int(0, 6) }, (_, k) => ({ id: k, definicao: texto(g, gerar(g, 3)), pontos: g.int(0, 20) }));
      const v = viagem(g);
      const soma = lista.reduce((s, r) => s + (avaliarRegra(analisarRegra(r.definicao), v) ? r.pontos : 0), 0);
      expect(pontuarViagem(v, lista).pontos).toBe(soma);
    }
  });
});


describe('palavras-chave e limites das regras de risco', () => {
  const vale = (definicao: string, viagem: ViagemParaRisco) => avaliarRegra(analisarRegra(definicao), viagem);

  it.each([
    ['telemonitorado = verdadeiro', true],
    ['telemonitorado = VERDADEIRO', true],
    ['telemonitorado = true', true],
    ['telemonitorado = falso', false],
    ['telemonitorado = False', false],
  ])('lê %p como o valor de checkbox %p', (definicao, marcado) => {
    expect(vale(definicao, { telemonitorado: marcado })).toBe(true);
    expect(vale(definicao, { telemonitorado: !marcado })).toBe(false);
  });

  it('nunca toma uma palavra-chave pelo termo desconhecido antes de um símbolo ruim', () => {
    for (const palavra of ['verdadeiro', 'falso', 'true', 'false']) {
      expect(() => analisarRegra(`telemonitorado = ${palavra} $ 1`)).toThrow(new ErroRegraRisco("termo desconhecido: '$'", '$'));
    }
  });

  it('nomeia uma sequência inteira de símbolos desconhecidos', () => {
    expect(() => analisarRegra('distancia != 80')).toThrow(new ErroRegraRisco("termo desconhecido: '!='", '!='));
  });

  it('lê números com várias casas decimais depois de vírgula ou ponto', () => {
    expect(vale('distancia > 100,25', { distancia: 100.26 })).toBe(true);
    expect(vale('distancia > 100,25', { distancia: 100.24 })).toBe(false);
    expect(vale('distancia < 10.75', { distancia: 10.74 })).toBe(true);
  });

  it('aceita uma expressão de 2000 caracteres e recusa uma a mais', () => {
    const base = 'distancia > 1';
    expect(vale(base + ' '.repeat(2000 - base.length), { distancia: 2 })).toBe(true);
    expect(() => analisarRegra(base + ' '.repeat(2001 - base.length))).toThrow(new ErroRegraRisco('deve ter no máximo 2000 caracteres', ''));
  });

  it('nomeia o que está onde se espera um comparador ou um parêntese de fechamento', () => {
    expect(() => analisarRegra('distancia distancia')).toThrow(new ErroRegraRisco("termo inesperado: 'distancia' (esperado =, > ou <)", 'distancia'));
    expect(() => analisarRegra('(distancia > 1 distancia')).toThrow(new ErroRegraRisco("termo inesperado: 'distancia'", 'distancia'));
  });

  it('nenhuma comparação vale com um valor da viagem ausente, vazio ou não finito', () => {
    expect(vale('distancia = tipo_viagem_id', {})).toBe(false);
    expect(vale('distancia < 5', { distancia: null })).toBe(false);
    expect(vale('distancia > 5', { distancia: Infinity })).toBe(false);
    expect(vale('distancia > 5', { distancia: '900' } as unknown as ViagemParaRisco)).toBe(false);
    expect(vale('distancia = distancia', { distancia: 5 })).toBe(true);
  });

  it('escreve uma cadeia de E sem parênteses e os mantém só em volta de OU dentro de E', () => {
    expect(formatarRegra(analisarRegra('distancia > 1 E distancia > 2 E distancia > 3'))).toBe('distancia > 1 E distancia > 2 E distancia > 3');
    expect(formatarRegra(analisarRegra('distancia > 1 OU distancia > 2 OU distancia > 3'))).toBe('distancia > 1 OU distancia > 2 OU distancia > 3');
    expect(formatarRegra(analisarRegra('distancia > 1 E (distancia > 2 OU distancia > 3)'))).toBe('distancia > 1 E (distancia > 2 OU distancia > 3)');
  });

  it('lista as opções lidas, na ordem dos ids, e parâmetros só contra números', () => {
    expect(referenciasDaRegra(analisarRegra('tipo_viagem_id = 2 E telemonitorado = 1'))).toEqual({
      referencias: [1, 3],
      parametros: [{ nome: 'tipo_viagem_id', valor: 2 }, { nome: 'telemonitorado', valor: 1 }],
    });
    expect(referenciasDaRegra(analisarRegra('distancia > tipo_viagem_id'))).toEqual({ referencias: [2, 3], parametros: [] });
    expect(referenciasDaRegra(analisarRegra('100 < distancia'))).toEqual({ referencias: [2], parametros: [{ nome: 'distancia', valor: 100 }] });
  });
});

describe('o construtor, casos limite', () => {
  it('mostra o texto só para parênteses (mesmo desbalanceados), valores à esquerda, opções ou palavras-chave à direita', () => {
    expect(condicoesDaRegra('(distancia > 1')).toBeNull();
    expect(condicoesDaRegra('distancia > 1)')).toBeNull();
    expect(condicoesDaRegra('distancia > 1 E (telemonitorado = 1)')).toBeNull();
    expect(condicoesDaRegra('verdadeiro = telemonitorado')).toBeNull();
    expect(condicoesDaRegra('telemonitorado = verdadeiro')).toBeNull();
    expect(condicoesDaRegra('distancia > 1 E distancia > tipo_viagem_id')).toBeNull();
    expect(condicoesDaRegra('distancia > 1 E 2 < distancia')).toBeNull();
  });
  it('lê uma linha, e linhas unidas por símbolos ou palavras em minúsculas', () => {
    expect(condicoesDaRegra('Distancia = 0')).toEqual([{ logico: null, opcao: 'distancia', operador: 'igual', valor: 0 }]);
    expect(condicoesDaRegra('distancia > 1 && telemonitorado == 0 || tipo_viagem_id < 4 e distancia < 9')).toEqual([
      { logico: null, opcao: 'distancia', operador: 'maior', valor: 1 },
      { logico: 'E', opcao: 'telemonitorado', operador: 'igual', valor: 0 },
      { logico: 'OU', opcao: 'tipo_viagem_id', operador: 'menor', valor: 4 },
      { logico: 'E', opcao: 'distancia', operador: 'menor', valor: 9 },
    ]);
  });
  it('recusa uma expressão inválida sem parênteses', () => {
    expect(() => condicoesDaRegra('distancia >')).toThrow(ErroRegraRisco);
  });
  it('une por E linhas sem palavra lógica e aceita operadores como símbolos', () => {
    expect(montarRegra([
      { logico: null, opcao: 'distancia', operador: 'maior', valor: 1 },
      { logico: null, opcao: 'telemonitorado', operador: '=' as never, valor: 1 },
    ])).toBe('distancia > 1 E telemonitorado = 1');
  });
});

describe('validarRegraRisco (spec 03 §4 "Risk rules")', () => {
  const errosRegra = (dados: DadosRegraRisco, atual: RegraRiscoValida | null = null) => {
    try {
      validarRegraRisco(dados, atual);
    } catch (e) {
      if (e instanceof ValidationError) return e.errors;
      throw e;
    }
    return undefined;
  };

  it('guarda o texto canônico, as opções lidas e os padrões de uma nova regra', () => {
    expect(validarRegraRisco({ definicao: ' distancia>800 e (tipo_viagem_id==2 ou telemonitorado = verdadeiro) ' })).toEqual({
      descricao: null,
      definicao: 'distancia > 800 E (tipo_viagem_id = 2 OU telemonitorado = 1)',
      referencias: [1, 2, 3],
      parametros: [{ nome: 'distancia', valor: 800 }, { nome: 'tipo_viagem_id', valor: 2 }, { nome: 'telemonitorado', valor: 1 }],
      pontos: 10,
      ativo: true,
    });
  });

  it('monta a expressão a partir das linhas do construtor', () => {
    const regra = validarRegraRisco({
      condicoes: [
        { logico: 'XOU', opcao: 'distancia', operador: 'maior', valor: 0 },
        { logico: 'OU', opcao: 'tipo_viagem_id', operador: '=', valor: 6 },
        { opcao: 'telemonitorado', operador: 'igual', valor: 1 },
      ],
      pontos: 0,
    });
    expect(regra).toMatchObject({ definicao: 'distancia > 0 OU tipo_viagem_id = 6 E telemonitorado = 1', pontos: 0 });
  });

  it('nomeia cada linha ruim pela sua posição', () => {
    expect(errosRegra({
      condicoes: [
        { opcao: 'velocidade', operador: 'maior', valor: 1 },
        { logico: 'XOU', opcao: 'distancia', operador: 'diferente', valor: -1 },
        { logico: 'E', opcao: 'distancia', operador: 'menor', valor: '5' },
        null,
      ],
    })).toEqual({
      condicoes: [
        "condição 1: termo desconhecido: 'velocidade'",
        "condição 2: operador inválido: 'diferente'",
        'condição 2: valor deve ser um número',
        'condição 2: operador lógico deve ser E ou OU',
        'condição 3: valor deve ser um número',
        "condição 4: termo desconhecido: 'undefined'",
        "condição 4: operador inválido: 'undefined'",
        'condição 4: valor deve ser um número',
      ],
    });
    expect(errosRegra({ condicoes: [{ opcao: 'distancia', operador: 'maior', valor: Infinity }] })).toEqual({ condicoes: ['condição 1: valor deve ser um número'] });
  });

  it('precisa de ao menos uma linha quando linhas são enviadas', () => {
    expect(errosRegra({ condicoes: [] })).toEqual({ condicoes: ['deve ser uma lista com ao menos uma condição'] });
    expect(errosRegra({ condicoes: 'distancia > 1' })).toEqual({ condicoes: ['deve ser uma lista com ao menos uma condição'] });
    expect(validarRegraRisco({ condicoes: null, definicao: 'distancia > 1' }).definicao).toBe('distancia > 1');
  });

  it('precisa de uma expressão em texto numa criação e mantém a guardada numa edição', () => {
    expect(errosRegra({})).toEqual({ definicao: ['não pode ficar em branco'] });
    expect(errosRegra({ definicao: 42 })).toEqual({ definicao: ['deve ser um texto'] });
    const atual = validarRegraRisco({ definicao: 'distancia > 1', descricao: 'longa', pontos: 7, ativo: false });
    expect(validarRegraRisco({}, atual)).toEqual(atual);
    expect(validarRegraRisco({ definicao: 'distancia > 2' }, atual)).toMatchObject({ definicao: 'distancia > 2', descricao: 'LONGA', pontos: 7, ativo: false });
  });

  it('aceita uma expressão de 2000 caracteres depois de tirar os espaços das pontas', () => {
    const texto = 'distancia > 1' + ' '.repeat(1987);
    expect(validarRegraRisco({ definicao: `   ${texto}   ` }).definicao).toBe('distancia > 1');
  });

  it('lista uma expressão ruim com os outros erros de campo', () => {
    expect(errosRegra({ definicao: 'velocidade > 80', pontos: 1001, descricao: 7, ativo: 'sim' })).toEqual({
      definicao: ["termo desconhecido: 'velocidade'"],
      pontos: ['deve ser um número inteiro de 0 a 1000'],
      descricao: ['deve ser um texto'],
      ativo: ['deve ser verdadeiro ou falso'],
    });
  });

  it('aceita pontos inteiros de 0 a 1000', () => {
    expect(validarRegraRisco({ definicao: 'distancia > 1', pontos: 1000 }).pontos).toBe(1000);
    expect(validarRegraRisco({ definicao: 'distancia > 1', pontos: 0 }).pontos).toBe(0);
    for (const pontos of [-1, 1001, 2.5, '10', null]) expect(errosRegra({ definicao: 'distancia > 1', pontos })).toEqual({ pontos: ['deve ser um número inteiro de 0 a 1000'] });
  });

  it('põe a descrição em maiúsculas com espaços simples, até 150 caracteres; branco é nenhuma', () => {
    const com = (descricao: unknown) => validarRegraRisco({ definicao: 'distancia > 1', descricao }).descricao;
    expect(com('  viagem   longa\tnoturna ')).toBe('VIAGEM LONGA NOTURNA');
    expect(com('')).toBeNull();
    expect(com('   ')).toBeNull();
    expect(com(null)).toBeNull();
    expect(com('x'.repeat(150))).toBe('X'.repeat(150));
    expect(errosRegra({ definicao: 'distancia > 1', descricao: 'x'.repeat(151) })).toEqual({ descricao: ['deve ter no máximo 150 caracteres'] });
    const atual = validarRegraRisco({ definicao: 'distancia > 1', descricao: 'antiga' });
    expect(validarRegraRisco({ descricao: null }, atual).descricao).toBeNull();
  });

  it('é ativa a menos que se diga o contrário', () => {
    expect(validarRegraRisco({ definicao: 'distancia > 1', ativo: false }).ativo).toBe(false);
    const inativa = validarRegraRisco({ definicao: 'distancia > 1', ativo: false });
    expect(validarRegraRisco({ ativo: true }, inativa).ativo).toBe(true);
  });
});

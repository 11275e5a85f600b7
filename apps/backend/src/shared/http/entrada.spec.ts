import { inspecionarEntrada, NOS_MAXIMOS, problemaDeTexto, PROFUNDIDADE_MAXIMA } from './entrada.js';

function aninhado(n: number): unknown {
  return JSON.parse('{"a":'.repeat(n) + '1' + '}'.repeat(n));
}

describe('guarda de entrada da API', () => {
  test('texto comum, acentos e emojis (pares de surrogates) passam', () => {
    expect(problemaDeTexto('São Paulo — açaí 🚚')).toBeUndefined();
    expect(inspecionarEntrada({ cliente: { razao_social: 'Transportes Ltda', ids: [1, 2], ativo: true, nada: null } })).toBeUndefined();
  });

  test('NUL num campo aninhado é recusado com o nome do campo', () => {
    expect(inspecionarEntrada({ cliente: { razao_social: 'a\u0000b' } })).toEqual({ razao_social: ['não pode conter o caractere NUL'] });
  });

  test('surrogate sem par (alto ou baixo, no fim ou no meio) é recusado', () => {
    expect(inspecionarEntrada({ email: '\ud800x' })).toEqual({ email: ['contém caracteres inválidos (UTF-16 incompleto)'] });
    expect(problemaDeTexto('x\udc00')).toBeDefined();
    expect(problemaDeTexto('fim\ud83d')).toBeDefined();
  });

  test('itens de lista são nomeados pelo campo da lista', () => {
    expect(inspecionarEntrada({ tags: ['ok', 'a\u0000'] })).toEqual({ tags: ['não pode conter o caractere NUL'] });
  });

  test('nome de campo com NUL é recusado na raiz', () => {
    expect(inspecionarEntrada({ 'a\u0000': 1 })).toEqual({ corpo: ['nome de campo inválido: não pode conter o caractere NUL'] });
  });

  test(`até ${PROFUNDIDADE_MAXIMA} níveis passam; um a mais é recusado`, () => {
    expect(inspecionarEntrada(aninhado(PROFUNDIDADE_MAXIMA))).toBeUndefined();
    expect(inspecionarEntrada(aninhado(PROFUNDIDADE_MAXIMA + 1))).toEqual({ corpo: [`tem níveis demais (máximo ${PROFUNDIDADE_MAXIMA})`] });
  });

  test('20.000 níveis não estouram a pilha', () => {
    expect(inspecionarEntrada(aninhado(20_000))).toEqual({ corpo: [`tem níveis demais (máximo ${PROFUNDIDADE_MAXIMA})`] });
  });

  test('valores demais num corpo achatado são recusados', () => {
    expect(inspecionarEntrada({ lista: new Array(NOS_MAXIMOS).fill(0) })).toEqual({ corpo: [`tem valores demais (máximo ${NOS_MAXIMOS})`] });
    expect(inspecionarEntrada({ lista: new Array(NOS_MAXIMOS - 2).fill(0) })).toBeUndefined();
  });

  test('query: cada parâmetro pelo próprio nome', () => {
    expect(inspecionarEntrada({ modelo_descricao: '\u0000', page: '1' }, 'query')).toEqual({ modelo_descricao: ['não pode conter o caractere NUL'] });
  });
});

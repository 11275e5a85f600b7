import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import { CorrigirItem, lerCorrecaoItem } from './corrigir-item.js';
import type { RegistroRepository, RegistroTravado, UsuarioCadastro } from './ports.js';
import { MENSAGENS_REGISTRO } from './registro-escrita.js';
import { MENSAGENS_CADASTRO } from './regras.js';

const EQUIPE: UsuarioCadastro = { id: 7, username: 'ANA', grupo_usuario_id: 4, escopo: { tipo: 'todos' }, acessos: { cadastro_consulta: ['update'] } };
const erros = (corpo: Record<string, unknown>) => {
  try {
    lerCorrecaoItem(corpo);
  } catch (e) {
    return (e as ValidationError).errors;
  }
  throw new Error('deveria recusar');
};

describe('lerCorrecaoItem', () => {
  it('nome, RG e UFs em maiúsculas; CNH e Renavam só dígitos; texto vazio apaga o dado', () => {
    expect(lerCorrecaoItem({ nome: ' ana ', rg: '12.3', rg_uf: 'sp', uf: 'rj', cnh: '123.456.789-01', renavan: '', outro: 'x' })).toEqual({
      nome: 'ANA', dados: { rg: '12.3', rg_uf: 'SP', uf: 'RJ', cnh: '12345678901', renavan: null },
    });
    expect(lerCorrecaoItem({ rg: 'a'.repeat(30), nome: null })).toEqual({ nome: undefined, dados: { rg: 'A'.repeat(20) } });
  });
  it('recusa CNH/Renavam sem 11 dígitos, UF que não são duas letras, nome vazio e o que não é texto', () => {
    expect(erros({ cnh: '123', renavan: '12', uf: 'S1', rg_uf: '1a', nome: '  ', rg: 5 })).toEqual({
      rg: ['deve ser um texto'], cnh: ['CNH deve ter 11 dígitos'], renavan: ['Renavam deve ter 11 dígitos'], rg_uf: ['UF inválida'], uf: ['UF inválida'], nome: [MENSAGENS_CADASTRO.obrigatorios],
    });
  });
  it('sem nada a corrigir é "preencha"; com erro de campo, só o erro', () => {
    expect(erros({})).toEqual({ item_registro: [MENSAGENS_CADASTRO.obrigatorios] });
    expect(erros({ rg: 1 })).toEqual({ rg: ['deve ser um texto'] });
  });
});

function repo(status: RegistroTravado['status'] = 'ACORDO') {
  const feito: string[] = [];
  const r = {
    emTransacao: <T>(fn: () => Promise<T>) => fn(),
    itemPorHash: async (h: string) => (h === 'a'.repeat(32) ? { id: 20, registro_id: 1 } : null),
    travar: async () => ({ id: 1, cliente_id: 3, status }) as RegistroTravado,
    corrigirItem: async (id: number, nome: string | undefined, dados: object) => void feito.push(`item ${id} ${nome} ${JSON.stringify(dados)}`),
    atualizarRegistro: async (id: number, m: object) => void feito.push(`registro ${id} ${JSON.stringify(m)}`),
  };
  return { r: r as unknown as RegistroRepository, feito };
}

describe('CorrigirItem', () => {
  it('corrige o item, marca a correção e dá nova versão ao registro', async () => {
    const { r, feito } = repo();
    expect(await new CorrigirItem(r).executar(EQUIPE, 'a'.repeat(32), { uf: 'sp' })).toEqual({ message: MENSAGENS_REGISTRO.atualizado });
    expect(feito).toEqual(['item 20 undefined {"uf":"SP"}', 'registro 1 {}']);
  });
  it('sem update é 403 antes de ler; item inexistente 404; registro cancelado não é analisável', async () => {
    const { r, feito } = repo();
    await expect(new CorrigirItem(r).executar({ ...EQUIPE, acessos: { cadastro_consulta: ['liberar'] } }, 'a'.repeat(32), { uf: 'SP' })).rejects.toThrow(ForbiddenError);
    await expect(new CorrigirItem(r).executar(EQUIPE, 'b'.repeat(32), { uf: 'SP' })).rejects.toThrow(new NotFoundError(MENSAGENS_REGISTRO.naoEncontrado));
    await expect(new CorrigirItem(repo('CANCELADO').r).executar(EQUIPE, 'a'.repeat(32), { uf: 'SP' })).rejects.toThrow(BusinessRuleError);
    expect(feito).toEqual([]);
  });
});

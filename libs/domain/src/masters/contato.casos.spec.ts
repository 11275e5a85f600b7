import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { ExcluirContato, MENSAGENS_GRUPO_CONTATO, SalvarContato, VincularContatoGrupo, type ContatoRepository } from './contato.casos.js';
import { MENSAGENS_CONTATO, type ContatoValidado } from './contato.js';

class MemoriaContatos implements ContatoRepository {
  contatos: Array<ContatoValidado & { id: number }> = [
    { id: 1, cliente_id: 10, nome: 'MARIA SILVA', telefone: '11999990000', email: null, tipo: 'OPERACIONAL', prioridade: 1 },
    { id: 2, cliente_id: 20, nome: 'JOSE SOUZA', telefone: null, email: 'jose@x.com', tipo: 'OPERACIONAL', prioridade: 2 },
  ];
  grupos = new Map<number, Set<number>>([[5, new Set([1])]]);
  async find(id: number) { return this.contatos.find((c) => c.id === id) ?? null; }
  async inserir(c: ContatoValidado) { const id = this.contatos.length + 1; this.contatos.push({ ...c, id }); return id; }
  async atualizar(id: number, c: ContatoValidado) { this.contatos = this.contatos.map((x) => (x.id === id ? { ...c, id } : x)); }
  async excluir(id: number) { this.contatos = this.contatos.filter((c) => c.id !== id); }
  async grupoExiste(id: number) { return this.grupos.has(id); }
  async vincularAoGrupo(g: number, c: number) { const s = this.grupos.get(g)!; if (s.has(c)) return false; s.add(c); return true; }
  async desvincularDoGrupo(g: number, c: number) { return this.grupos.get(g)!.delete(c); }
}
const todos: EscopoTenant = { tipo: 'todos' };
const doCliente10: EscopoTenant = { tipo: 'clientes', ids: [10] };

describe('SalvarContato (spec 03 §3 "Contact")', () => {
  it('o usuário de um cliente cria contato do seu cliente sem informá-lo', async () => {
    const repo = new MemoriaContatos();
    const id = await new SalvarContato(repo).criar(doCliente10, { nome: 'ana paula', email: 'ana@x.com' });
    expect(await repo.find(id)).toMatchObject({ cliente_id: 10, nome: 'ANA PAULA', tipo: 'OPERACIONAL', prioridade: 1 });
  });

  it('criar para cliente fora do escopo é 403; sem cliente nem meio de contato é 400', async () => {
    const repo = new MemoriaContatos();
    await expect(new SalvarContato(repo).criar(doCliente10, { cliente_id: 20, nome: 'ana paula', email: 'ana@x.com' })).rejects.toBeInstanceOf(ForbiddenError);
    const e = await new SalvarContato(repo).criar(todos, { nome: 'ana paula' }).catch((x: unknown) => x);
    expect((e as ValidationError).errors).toMatchObject({ telefone: [MENSAGENS_CONTATO.semMeio] });
    expect(repo.contatos).toHaveLength(2);
  });

  it('altera mantendo o que não veio', async () => {
    const repo = new MemoriaContatos();
    await new SalvarContato(repo).alterar(doCliente10, 1, { prioridade: 3 });
    expect(await repo.find(1)).toMatchObject({ nome: 'MARIA SILVA', telefone: '11999990000', prioridade: 3 });
  });

  it('alterar contato inexistente é 404; de outro cliente, ou levando-o a outro cliente, 403', async () => {
    const repo = new MemoriaContatos();
    await expect(new SalvarContato(repo).alterar(todos, 9, {})).rejects.toThrow(new NotFoundError(MENSAGENS_CONTATO.naoEncontrado));
    await expect(new SalvarContato(repo).alterar(doCliente10, 2, { prioridade: 3 })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(new SalvarContato(repo).alterar(doCliente10, 1, { cliente_id: 20 })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await repo.find(1))!.cliente_id).toBe(10);
  });
});

describe('ExcluirContato', () => {
  it('remove o contato ao alcance; de outro cliente é 403 e fica', async () => {
    const repo = new MemoriaContatos();
    await new ExcluirContato(repo).executar(doCliente10, 1);
    expect(await repo.find(1)).toBeNull();
    await expect(new ExcluirContato(repo).executar(doCliente10, 2)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await repo.find(2)).not.toBeNull();
  });
});

describe('VincularContatoGrupo', () => {
  it('vincula e desvincula; repetir é 422 com a mensagem', async () => {
    const repo = new MemoriaContatos();
    const casos = new VincularContatoGrupo(repo);
    await expect(casos.vincular(todos, 5, 1)).rejects.toThrow(new BusinessRuleError(MENSAGENS_GRUPO_CONTATO.jaVinculado));
    await casos.vincular(todos, 5, 2);
    expect([...repo.grupos.get(5)!]).toEqual([1, 2]);
    await casos.desvincular(todos, 5, 2);
    await expect(casos.desvincular(todos, 5, 2)).rejects.toThrow(new BusinessRuleError(MENSAGENS_GRUPO_CONTATO.naoVinculado));
  });

  it('grupo inexistente é 404; contato de outro cliente é 403', async () => {
    const casos = new VincularContatoGrupo(new MemoriaContatos());
    await expect(casos.vincular(todos, 6, 1)).rejects.toThrow(new NotFoundError(MENSAGENS_GRUPO_CONTATO.grupoNaoEncontrado));
    await expect(casos.vincular(doCliente10, 5, 2)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(casos.vincular(todos, 5, 9)).rejects.toThrow(new NotFoundError(MENSAGENS_CONTATO.naoEncontrado));
  });
});

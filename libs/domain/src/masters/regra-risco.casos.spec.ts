import { ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { ExcluirRegraRisco, MENSAGENS_REGRA_RISCO, SalvarRegraRisco, type RegraRiscoGravada, type RegraRiscoRepository } from './regra-risco.casos.js';
import type { RegraRiscoValida } from './risco.js';

class MemoriaRegras implements RegraRiscoRepository {
  regras: RegraRiscoGravada[] = [
    { id: 1, cliente_id: 10, descricao: 'LONGA', definicao: 'distancia > 500', referencias: [2], parametros: [{ nome: 'distancia', valor: 500 }], pontos: 20, ativo: true },
    { id: 2, cliente_id: 20, descricao: null, definicao: 'telemonitorado = 1', referencias: [1], parametros: [{ nome: 'telemonitorado', valor: 1 }], pontos: 10, ativo: true },
  ];
  async findById(id: number) { return this.regras.find((r) => r.id === id) ?? null; }
  async criar(cliente_id: number, r: RegraRiscoValida) { const id = this.regras.length + 1; this.regras.push({ ...r, id, cliente_id }); return id; }
  async alterar(id: number, cliente_id: number, r: RegraRiscoValida) { this.regras = this.regras.map((x) => (x.id === id ? { ...r, id, cliente_id } : x)); }
  async excluir(id: number) { this.regras = this.regras.filter((r) => r.id !== id); }
}
const clientes = { clienteExiste: async (id: number) => id === 10 || id === 20 };
const todos: EscopoTenant = { tipo: 'todos' };
const doCliente10: EscopoTenant = { tipo: 'clientes', ids: [10] };

describe('SalvarRegraRisco (spec 03 §3 "Risk rule")', () => {
  it('cria a regra do cliente na forma canônica', async () => {
    const repo = new MemoriaRegras();
    const id = await new SalvarRegraRisco(repo, clientes).executar(todos, 10, { definicao: 'distancia>900 E telemonitorado=1', pontos: 30 });
    expect(await repo.findById(id)).toMatchObject({ cliente_id: 10, definicao: 'distancia > 900 E telemonitorado = 1', pontos: 30, ativo: true });
  });

  it('altera mantendo o que não veio (pontos, descrição)', async () => {
    const repo = new MemoriaRegras();
    expect(await new SalvarRegraRisco(repo, clientes).executar(doCliente10, 10, { definicao: 'distancia > 700' }, 1)).toBe(1);
    expect(await repo.findById(1)).toMatchObject({ definicao: 'distancia > 700', pontos: 20, descricao: 'LONGA' });
  });

  it('cliente fora do escopo é 403; cliente inexistente é 400 em cliente_id', async () => {
    const repo = new MemoriaRegras();
    await expect(new SalvarRegraRisco(repo, clientes).executar(doCliente10, 20, { definicao: 'distancia > 1' })).rejects.toBeInstanceOf(ForbiddenError);
    const e = await new SalvarRegraRisco(repo, clientes).executar(todos, 30, { definicao: 'distancia > 1' }).catch((x: unknown) => x);
    expect((e as ValidationError).errors).toEqual({ cliente_id: ['não encontrado'] });
  });

  it('regra inexistente ou de outro cliente é 404', async () => {
    const repo = new MemoriaRegras();
    await expect(new SalvarRegraRisco(repo, clientes).executar(todos, 10, {}, 9)).rejects.toThrow(new NotFoundError(MENSAGENS_REGRA_RISCO.naoEncontrada));
    await expect(new SalvarRegraRisco(repo, clientes).executar(todos, 10, {}, 2)).rejects.toThrow(new NotFoundError(MENSAGENS_REGRA_RISCO.naoEncontrada));
    expect((await repo.findById(2))!.cliente_id).toBe(20);
  });

  it('expressão inválida é 400 em definicao e nada é gravado', async () => {
    const repo = new MemoriaRegras();
    await expect(new SalvarRegraRisco(repo, clientes).executar(todos, 10, { definicao: 'velocidade > 3' })).rejects.toBeInstanceOf(ValidationError);
    expect(repo.regras).toHaveLength(2);
  });
});

describe('ExcluirRegraRisco', () => {
  it('remove a regra ao alcance do usuário', async () => {
    const repo = new MemoriaRegras();
    await new ExcluirRegraRisco(repo).executar(doCliente10, 1);
    expect(await repo.findById(1)).toBeNull();
  });

  it('regra de outro cliente é 403 e fica; inexistente é 404', async () => {
    const repo = new MemoriaRegras();
    await expect(new ExcluirRegraRisco(repo).executar(doCliente10, 2)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await repo.findById(2)).not.toBeNull();
    await expect(new ExcluirRegraRisco(repo).executar(todos, 9)).rejects.toBeInstanceOf(NotFoundError);
  });
});

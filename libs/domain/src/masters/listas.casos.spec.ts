import { BusinessRuleError, NotFoundError } from '../shared/index.js';
import { conferirSituacaoAcao, ExcluirItemLista, SalvarItemLista, type ListaRepository } from './listas.casos.js';
import { LISTAS, type LinhaLista } from './listas.js';

class MemoriaLista implements ListaRepository {
  constructor(private readonly chave: string, public linhas: LinhaLista[] = [], private readonly emUso: ReadonlyArray<string | number> = []) {}
  async find(k: string | number) { return this.linhas.find((l) => l[this.chave] === k) ?? null; }
  async inserir(l: LinhaLista) { const nova = { ...l, [this.chave]: l[this.chave] ?? this.linhas.length + 1 }; this.linhas.push(nova); return nova; }
  async atualizar(k: string | number, l: LinhaLista) { const i = this.linhas.findIndex((x) => x[this.chave] === k); this.linhas[i] = { ...l, [this.chave]: k }; return this.linhas[i]!; }
  async excluir(k: string | number) {
    if (this.emUso.includes(k)) throw new BusinessRuleError('em uso');
    this.linhas = this.linhas.filter((l) => l[this.chave] !== k);
  }
}

describe('SalvarItemLista', () => {
  it('cria com os campos validados pela definição da lista', async () => {
    const repo = new MemoriaLista('id');
    const criada = await new SalvarItemLista(LISTAS.funcoes, 'id', repo).criar({ descricao: '  motorista  ' });
    expect(criada).toMatchObject({ id: 1, descricao: 'MOTORISTA' });
  });

  it('altera mantendo o que não veio; inexistente é 404', async () => {
    const repo = new MemoriaLista('id', [{ id: 7, descricao: 'PADRÃO', status: true }]);
    await new SalvarItemLista(LISTAS.pgrs, 'id', repo).alterar(7, { status: false });
    expect(await repo.find(7)).toEqual({ id: 7, descricao: 'PADRÃO', status: false });
    await expect(new SalvarItemLista(LISTAS.pgrs, 'id', repo).alterar(8, {})).rejects.toThrow(new NotFoundError(LISTAS.pgrs.mensagens.naoEncontrado));
  });

  it('a UF de um estado não é alterada', async () => {
    const repo = new MemoriaLista('uf', [{ uf: 'SP', nome: 'São Paulo' }]);
    await new SalvarItemLista(LISTAS.estados, 'uf', repo).alterar('SP', { uf: 'RJ', nome: 'São Paulo (capital)' });
    expect(repo.linhas).toEqual([{ uf: 'SP', nome: 'São Paulo (capital)' }]);
  });

  it('a conferência própria da lista roda depois dos campos e antes de gravar', async () => {
    const repo = new MemoriaLista('id');
    const conferir = conferirSituacaoAcao({ situacaoViagemExiste: async (id) => id === 1, acaoPgrExiste: async (id) => id === 2 });
    const salvar = new SalvarItemLista(LISTAS.situacao_viagem_acoes_pgr, 'id', repo, conferir);
    const dados = { situacao_viagem_id: 3, acoes_pgr_id: 4, tempo_execucao: '00:10:00', tempo_tolerancia: '00:05:00' };
    await expect(salvar.criar(dados)).rejects.toHaveProperty('errors', { situacao_viagem_id: ['não encontrado'], acoes_pgr_id: ['não encontrado'] });
    expect(repo.linhas).toEqual([]);
    expect(await salvar.criar({ ...dados, situacao_viagem_id: 1, acoes_pgr_id: 2 })).toMatchObject({ id: 1, situacao_viagem_id: 1, acoes_pgr_id: 2 });
  });
});

describe('ExcluirItemLista', () => {
  it('remove a linha; inexistente é 404; em uso fica', async () => {
    const repo = new MemoriaLista('id', [{ id: 1, descricao: 'A' }, { id: 2, descricao: 'B' }], [2]);
    const excluir = new ExcluirItemLista(LISTAS.funcoes, repo);
    await excluir.executar(1);
    await expect(excluir.executar(1)).rejects.toBeInstanceOf(NotFoundError);
    await expect(excluir.executar(2)).rejects.toBeInstanceOf(BusinessRuleError);
    expect(repo.linhas).toHaveLength(1);
  });
});

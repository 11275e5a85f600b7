import { ValidationError, ForbiddenError, ConflictError, NotFoundError } from '../../shared/index.js';
import { estacoesDaViagem, lerClientesDaEstacao, lerEstacao, podeUsarEstacoes, viagemDaEstacao, type CriteriosEstacao } from './estacao.js';
import { EntrarNaEstacao, exigirSessaoNaEstacao, SairDaEstacao, type SessaoEstacao, type SessoesEstacaoRepository } from './sessao.js';

const estacao = (c: Partial<CriteriosEstacao>): CriteriosEstacao => ({ tecnologias: [], tipos_viagens: [], clientes: [], ...c });
const viagem = { tecnologia_id: 2, tipo_viagem_id: 1, cliente_id: 10 };

describe('viagemDaEstacao: tecnologia, tipo de viagem e cliente (issue 23)', () => {
  it('casa quando cada lista contém o valor da viagem', () => {
    expect(viagemDaEstacao(estacao({ tecnologias: [1, 2], tipos_viagens: [1], clientes: [10, 11] }), viagem)).toBe(true);
  });
  it.each([
    ['tecnologia', { tecnologias: [1, 3] }],
    ['tipo de viagem', { tipos_viagens: [2, 6] }],
    ['cliente', { clientes: [11] }],
  ])('não casa com outra %s', (_, c) => {
    expect(viagemDaEstacao(estacao(c), viagem)).toBe(false);
  });
  it('lista vazia vale qualquer valor', () => {
    expect(viagemDaEstacao(estacao({ clientes: [10] }), viagem)).toBe(true);
    expect(viagemDaEstacao(estacao({ tecnologias: [2] }), { ...viagem, tipo_viagem_id: null })).toBe(true);
  });
  it('viagem sem tecnologia ou sem tipo não casa com estação que os nomeia', () => {
    expect(viagemDaEstacao(estacao({ tecnologias: [2] }), { ...viagem, tecnologia_id: null })).toBe(false);
    expect(viagemDaEstacao(estacao({ tipos_viagens: [1] }), { ...viagem, tipo_viagem_id: null })).toBe(false);
  });
  it('estacoesDaViagem: só as ativas que casam; nenhuma é "sem estação"', () => {
    const todas = [
      { id: 1, ativa: true, ...estacao({ clientes: [10] }) },
      { id: 2, ativa: false, ...estacao({ clientes: [10] }) },
      { id: 3, ativa: true, ...estacao({ tecnologias: [9] }) },
      { id: 4, ativa: true, ...estacao({ tipos_viagens: [1], tecnologias: [2] }) },
    ];
    expect(estacoesDaViagem(todas, viagem).map((e) => e.id)).toEqual([1, 4]);
    expect(estacoesDaViagem(todas, { ...viagem, cliente_id: 99, tecnologia_id: 1 })).toEqual([]);
  });
});

describe('quem usa estações (spec 02 §6; decisão 46)', () => {
  it.each([3, 4, 5, 6, 7])('grupo %s pode', (g) => expect(podeUsarEstacoes(g)).toBe(true));
  it.each([8, 9, 10, 11, 12, 16, 17])('grupo %s não pode', (g) => expect(podeUsarEstacoes(g)).toBe(false));
});

describe('lerEstacao', () => {
  it('normaliza a descrição, junta cliente a clientes, ordena e tira repetidos', () => {
    expect(lerEstacao({ descricao: '  mesa   sul ', tecnologias: [3, 1, 3], tipos_viagens: ['2'], cliente: 7, clientes: [{ id: 5 }] })).toEqual({
      descricao: 'MESA SUL', ativa: true, tecnologias: [1, 3], tipos_viagens: [2], clientes: [5, 7],
    });
  });
  it.each([
    [{ tecnologias: [1] }, 'descricao'],
    [{ descricao: 'x'.repeat(121), tecnologias: [1] }, 'descricao'],
    [{ descricao: 'A', tecnologias: 'um' }, 'tecnologias'],
    [{ descricao: 'A', tecnologias: [0] }, 'tecnologias'],
    [{ descricao: 'A', tipos_viagens: [7] }, 'tipos_viagens'],
    [{ descricao: 'A', clientes: [1.5] }, 'clientes'],
    [{ descricao: 'A', tecnologias: [1], ativa: 'sim' }, 'ativa'],
    [{ descricao: 'A' }, 'tecnologias'],
  ])('recusa %j em %s', (raw, campo) => {
    try {
      lerEstacao(raw as Record<string, unknown>);
      throw new Error('aceitou');
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect(Object.keys((e as ValidationError).errors)).toContain(campo);
    }
  });
  it('lerClientesDaEstacao exige a estação', () => {
    expect(lerClientesDaEstacao({ estacao_id: 2, clientes: [4, 3] })).toEqual({ estacao_id: 2, clientes: [3, 4] });
    expect(() => lerClientesDaEstacao({ clientes: [] })).toThrow(ValidationError);
  });
});

/** An in-memory store with the same one-open-session-per-station rule as the unique index. */
function memoria(estacoes: Record<number, boolean>): SessoesEstacaoRepository & { sessoes: SessaoEstacao[] } {
  const sessoes: SessaoEstacao[] = [];
  let seq = 0;
  const fechar = (f: (s: SessaoEstacao) => boolean) => sessoes.filter((s) => !s.fim && f(s)).forEach((s) => (s.fim = new Date()));
  return {
    sessoes,
    async estacao(id) { return id in estacoes ? { id, ativa: estacoes[id]! } : null; },
    async abrir(estacaoId, u, removerOutros) {
      const minha = sessoes.find((s) => !s.fim && s.estacao_id === estacaoId && s.user_id === u.id);
      if (minha) return { aberta: minha };
      if (removerOutros) fechar((s) => s.estacao_id === estacaoId);
      const outra = sessoes.find((s) => !s.fim && s.estacao_id === estacaoId);
      if (outra) return { ocupada: outra };
      fechar((s) => s.user_id === u.id);
      const s = { id: ++seq, estacao_id: estacaoId, user_id: u.id, username: u.username, inicio: new Date(), fim: null };
      sessoes.push(s);
      return { aberta: s };
    },
    async fechar(estacaoId, userId) { const antes = sessoes.filter((s) => !s.fim).length; fechar((s) => s.estacao_id === estacaoId && s.user_id === userId); return sessoes.filter((s) => !s.fim).length < antes; },
    async sessaoAberta(estacaoId, userId) { return sessoes.find((s) => !s.fim && s.estacao_id === estacaoId && s.user_id === userId) ?? null; },
  };
}

describe('sessão de estação (spec 02 §4)', () => {
  const ana = { id: 1, username: 'ANA', grupo_usuario_id: 6 };
  const bia = { id: 2, username: 'BIA', grupo_usuario_id: 5 };
  it('um operador por estação; entrar e remover os outros assume', async () => {
    const repo = memoria({ 1: true });
    await new EntrarNaEstacao(repo).executar(ana, 1, false);
    await expect(new EntrarNaEstacao(repo).executar(bia, 1, false)).rejects.toThrow(new ConflictError("Estação ocupada por ANA. Use 'Entrar e remover os outros' para assumir."));
    await new EntrarNaEstacao(repo).executar(bia, 1, true);
    await expect(exigirSessaoNaEstacao(repo, ana, 1)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exigirSessaoNaEstacao(repo, bia, 1)).resolves.toMatchObject({ username: 'BIA' });
    expect(await new SairDaEstacao(repo).executar(bia, 1)).toBe(true);
    await expect(exigirSessaoNaEstacao(repo, bia, 1)).rejects.toBeInstanceOf(ForbiddenError);
  });
  it('cliente: 403; estação inativa: 403; inexistente: 404', async () => {
    const repo = memoria({ 1: true, 2: false });
    await expect(new EntrarNaEstacao(repo).executar({ id: 9, username: 'CLIENTE', grupo_usuario_id: 8 }, 1, false)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(new EntrarNaEstacao(repo).executar(ana, 2, false)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(new EntrarNaEstacao(repo).executar(ana, 3, false)).rejects.toBeInstanceOf(NotFoundError);
  });
});

import { BusinessRuleError, ConflictError, ForbiddenError, UnauthenticatedError } from '../../../shared/index.js';
import type { AutorizacaoLiberacao, AutorViagem, DadosViagem, EventoViagem, FatosViagem, FatosViagemPorta, Viagem, ViagensEscrita, ViagensRepository } from './ports.js';
import { AutorizarLiberacaoViagem } from './autorizar-liberacao.js';
import { umPedido, unsFatos } from './testes/pedido-e-fatos.js';
import { SalvarViagem, trafegusId } from './salvar-viagem.js';

const agora = new Date('2026-11-26T12:00:00Z');
const cliente = (ids: number[]): AutorViagem => ({ usuario: { id: 9, username: 'CLIENTE', grupo_usuario_id: 8, escopo: { tipo: 'clientes', ids } }, origem: '203.0.113.7' });
const staff: AutorViagem = { usuario: { id: 1, username: 'ADMIN', grupo_usuario_id: 3, escopo: { tipo: 'todos' } }, origem: '10.0.0.1' };

/** The trips' store in memory: rows, history, tokens and the release log. */
class ViagensEmMemoria implements ViagensRepository {
  linhas = new Map<number, Viagem>();
  eventos: EventoViagem[] = [];
  tokens: Array<AutorizacaoLiberacao & { usada: boolean }> = [];
  log: unknown[] = [];
  private seq = 100;
  async transacao<T>(fn: (u: ViagensEscrita) => Promise<T>) {
    return fn(this);
  }
  async buscar(id: number) {
    return this.linhas.get(id) ?? null;
  }
  async travar(id: number) {
    return this.buscar(id);
  }
  async novoId() {
    return ++this.seq;
  }
  async inserir(id: number, d: DadosViagem, extra: { trafegus_id: string }) {
    this.linhas.set(id, { ...d, id, status: 1, trafegus_id: extra.trafegus_id, updated_at: agora });
  }
  async atualizar(id: number, d: DadosViagem) {
    this.linhas.set(id, { ...this.linhas.get(id)!, ...d, updated_at: new Date(agora.getTime() + 1000) });
  }
  async registrarEvento(e: EventoViagem) {
    this.eventos.push(e);
  }
  async consumirLiberacao(token: string) {
    const t = this.tokens.find((x) => x.token === token && !x.usada);
    if (!t) return false;
    t.usada = true;
    return true;
  }
  async registrarLiberacao(l: unknown) {
    this.log.push(l);
  }
  async registrarAutorizacao(a: AutorizacaoLiberacao) {
    this.tokens.push({ ...a, usada: false });
  }
}

const porta = (f: Partial<FatosViagem> = {}): FatosViagemPorta => ({
  async fatos({ clienteId }) {
    return unsFatos({ agora, clienteId, ...f });
  },
  async checklists() {
    return [];
  },
  async veiculo(id: number, clienteId: number) {
    return { id, placa: 'ABC1D23', tipo: 'CAVALO', terminal: null, tecnologia_id: 2, vinculo: clienteId === 1 ? 'FROTA' : null };
  },
  async pgrDoCliente(_p: number, c: number) {
    return c === 1;
  },
});

describe('SalvarViagem', () => {
  it('cria agendada com a pontuação das regras, o código e o evento com usuário e IP', async () => {
    const repo = new ViagensEmMemoria();
    const regras = [{ id: 1, definicao: 'tipo_viagem_id = 1', pontos: 7 }, { id: 2, definicao: 'distancia > 1000', pontos: 50 }];
    const r = await new SalvarViagem(repo, porta({ regrasRisco: regras }), () => agora).criar(umPedido(), cliente([1]));
    expect(r).toEqual({ id: 101, msg: 'SM cadastrada com sucesso!', pontuacao_risco: 7 });
    expect(repo.linhas.get(101)).toMatchObject({ status: 1, cliente_id: 1, pontuacao_risco: 7, trafegus_id: trafegusId(101, agora), placa: 'ABC1D23', fone1: '11987654321' });
    expect(repo.eventos).toEqual([expect.objectContaining({ viagemId: 101, acao: 'CRIACAO', depois: 1, autor: cliente([1]) })]);
  });

  it('recusa com a mensagem da regra e não grava', async () => {
    const repo = new ViagensEmMemoria();
    await expect(new SalvarViagem(repo, porta({ checklist: { status: 'ERRO', msg: '' } }), () => agora).criar(umPedido(), cliente([1]))).rejects.toEqual(new BusinessRuleError('A SM não foi liberada'));
    expect(repo.linhas.size).toBe(0);
  });

  it('telemonitorada grava a tecnologia 13', async () => {
    const repo = new ViagensEmMemoria();
    await new SalvarViagem(repo, porta(), () => agora).criar(umPedido({ telemonitorado: true, tecnologia_id: 2 }), cliente([1]));
    expect(repo.linhas.get(101)!.tecnologia_id).toBe(13);
  });

  it('usuário de cliente não cria para outro cliente (403)', async () => {
    await expect(new SalvarViagem(new ViagensEmMemoria(), porta(), () => agora).criar(umPedido({ cliente_id: 2 }), cliente([1]))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('edição: finalizada recusada, versão antiga 409, fora do escopo 403', async () => {
    const repo = new ViagensEmMemoria();
    const caso = new SalvarViagem(repo, porta(), () => agora);
    const { id } = await caso.criar(umPedido(), cliente([1]));
    await expect(caso.atualizar(id, umPedido({ updated_at: '2020-01-01T00:00:00Z' }), cliente([1]))).rejects.toBeInstanceOf(ConflictError);
    await expect(caso.atualizar(id, umPedido(), cliente([2]))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(caso.atualizar(id, umPedido({ updated_at: agora.toISOString(), previsao_inicio: new Date('2020-01-01') }), staff)).resolves.toMatchObject({ msg: 'SM alterada com sucesso!' });
    repo.linhas.set(id, { ...repo.linhas.get(id)!, status: 3 });
    await expect(caso.atualizar(id, umPedido(), staff)).rejects.toEqual(new BusinessRuleError('Uma SM finalizada ou cancelada não pode ser alterada.'));
  });

  it('a liberação especial é consumida ao salvar e vai ao log; usada de novo, recusa', async () => {
    const repo = new ViagensEmMemoria();
    repo.tokens.push({ token: 'tk', cliente_id: 1, veiculo_id: 10, pgr_cliente_id: null, usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', ip: '1', valida_ate: agora, usada: false });
    const liberacao = { token: 'tk', usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', ip: '1' };
    const caso = new SalvarViagem(repo, porta({ checklist: { status: 'ERRO', msg: '' }, liberacao }), () => agora);
    await caso.criar(umPedido({ liberacao: 'tk' }), cliente([1]));
    expect(repo.linhas.get(101)).toMatchObject({ liberacao: true, usuario_liberacao: 'SUPERVISOR' });
    expect(repo.log).toHaveLength(1);
    await expect(caso.criar(umPedido({ liberacao: 'tk' }), cliente([1]))).rejects.toEqual(new BusinessRuleError('A SM não foi liberada'));
  });
});

describe('AutorizarLiberacaoViagem', () => {
  const autenticador = {
    async executar({ username, password }: { username: string; password: string }) {
      if (password !== 'certa') throw new UnauthenticatedError('x');
      return { username, grupo_usuario_id: username === 'OPERADOR' ? 6 : 4, liberativo: false, ativo: true };
    },
  };
  const pedido = { username: 'SUPERVISOR', password: 'certa', cliente_id: 1, veiculo_id: 10, pgr_cliente_id: null };
  const caso = (repo: ViagensEmMemoria) => new AutorizarLiberacaoViagem(repo, porta(), autenticador, () => 'tk', () => agora);

  it('autorizador dos grupos liberativos: token de 30 minutos gravado com quem pediu, quem autorizou e o IP', async () => {
    const repo = new ViagensEmMemoria();
    await expect(caso(repo).executar(pedido, cliente([1]))).resolves.toEqual({ liberacao: 'tk', mensagem: 'SM liberada por SUPERVISOR', msg: 'Liberação autorizada' });
    expect(repo.tokens[0]).toMatchObject({ usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', ip: '203.0.113.7', valida_ate: new Date(agora.getTime() + 30 * 60_000) });
  });
  it('senha errada ou autorizador sem permissão: 422 com error e mensagem; nada gravado', async () => {
    const repo = new ViagensEmMemoria();
    await expect(caso(repo).executar({ ...pedido, password: 'errada' }, cliente([1]))).rejects.toEqual(new BusinessRuleError('Usuário ou senha do autorizador inválidos', { mensagem: 'Usuário ou senha do autorizador inválidos' }));
    await expect(caso(repo).executar({ ...pedido, username: 'OPERADOR' }, cliente([1]))).rejects.toEqual(new BusinessRuleError('Usuário sem permissão para liberar a SM', { mensagem: 'Usuário sem permissão para liberar a SM' }));
    await expect(caso(repo).executar({ ...pedido, cliente_id: 2 }, cliente([1]))).rejects.toBeInstanceOf(ForbiddenError);
    expect(repo.tokens).toHaveLength(0);
  });
});

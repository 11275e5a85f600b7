import type { EscopoTenant } from '../../identity/index.js';
import type { LeituraNoTempo } from '../teste-automatico.js';
import {
  AGORA_DO_BANCO, type Checklist, type ChecklistsEscrita, type ChecklistsRepository, type EventoChecklist, type ItemDoTeste, type LeiturasDoVeiculo, type MudancaChecklist,
  type MudancaItem, type NovoChecklist, type PessoaChecklist, type RegistroLiberacao,
} from '../ports.js';

/**
 * In-memory ports for the checklists' use case specs: the store (a transaction that fails leaves
 * nothing behind, as in PostgreSQL), the readings, and the people who act.
 */
export const RELOGIO_DO_BANCO = new Date('2026-11-22T12:00:00Z');

export function umChecklist(c: Partial<Checklist> = {}): Checklist {
  return {
    id: 1, status: 'VERIFICANDO', cliente_id: 10, pgr_cliente_id: 5, veiculo_id: 20, placa: 'ABC1D23', terminal: '123456', tecnologia_id: 2, vinculo: 'FROTA',
    carroceria: 'FECHADA', operador_id: null, operador_username: null, data_cadastro: new Date('2026-11-22T10:00:00Z'), data_validade: null, inicio_teste_online: null,
    inicio_preteste: null, monitorando_preteste: false, preteste_usado: false, reteste_pendente: false, fila_expressa: false, updated_at: new Date('2026-11-22T11:00:00.123Z'),
    ...c,
  };
}

export type ItemEmMemoria = ItemDoTeste & MudancaItem;
type Linha = Checklist & Omit<MudancaChecklist, keyof Checklist> & Record<string, unknown>;

const resolver = <T extends object>(m: T): T => Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v === AGORA_DO_BANCO ? RELOGIO_DO_BANCO : v])) as T;

export class ChecklistsEmMemoria implements ChecklistsRepository {
  checklists = new Map<number, Linha>();
  itens = new Map<number, ItemEmMemoria[]>();
  eventos: EventoChecklist[] = [];
  liberacoes: Array<RegistroLiberacao & { cliente: { nome: string; cnpj: string | null } }> = [];
  clientes = new Map<number, { nome: string; cnpj: string | null; reteste: boolean; expresso: boolean }>([[10, { nome: 'TRANSPORTES X', cnpj: '11222333000181', reteste: true, expresso: true }]]);
  pgrs = [{ id: 5, cliente_id: 10, padrao: true }, { id: 6, cliente_id: 10, padrao: false }, { id: 7, cliente_id: 11, padrao: true }];
  vinculos = [{ cliente_id: 10, veiculo_id: 20, tipo: 'FROTA' }];
  veiculos = new Map([[20, { placa: 'ABC1D23', terminal: '123456', tecnologia_id: 2 }]]);
  itensPgr: ItemDoTeste[] = [{ id: 1, periferico_id: 1, descricao: 'PORTA' }, { id: 2, periferico_id: 8, descricao: 'DESENGATE' }];
  veiculosTravados: number[] = [];
  proximoId = 100;
  transacoes = 0;

  com(...cs: Checklist[]): this {
    for (const c of cs) {
      this.checklists.set(c.id, { ...c });
      if (!this.itens.has(c.id)) this.itens.set(c.id, [{ id: c.id * 10 + 1, periferico_id: 1, descricao: 'PORTA' }, { id: c.id * 10 + 2, periferico_id: 8, descricao: 'DESENGATE' }]);
    }
    return this;
  }

  linha(id: number): Linha {
    return this.checklists.get(id)!;
  }

  async transacao<T>(fn: (u: ChecklistsEscrita) => Promise<T>): Promise<T> {
    this.transacoes++;
    const antes = structuredClone({ c: this.checklists, i: this.itens, e: this.eventos, l: this.liberacoes, p: this.proximoId });
    try {
      return await fn(this);
    } catch (e) {
      Object.assign(this, { checklists: antes.c, itens: antes.i, eventos: antes.e, liberacoes: antes.l, proximoId: antes.p });
      throw e;
    }
  }

  async buscar(id: number) {
    const c = this.checklists.get(id);
    return c ? ({ ...c } as Checklist) : null;
  }
  travar(id: number) {
    return this.buscar(id);
  }
  async atualizar(id: number, m: MudancaChecklist) {
    Object.assign(this.checklists.get(id)!, resolver(m), { updated_at: RELOGIO_DO_BANCO });
  }
  async atualizarItens(checklistId: number, itens: ReadonlyArray<{ id: number } & MudancaItem>) {
    for (const m of itens) {
      const item = this.itens.get(checklistId)?.find((i) => i.id === m.id);
      if (item) Object.assign(item, m);
    }
  }
  async atualizarTodosItens(checklistId: number, v: MudancaItem) {
    for (const i of this.itens.get(checklistId) ?? []) Object.assign(i, v);
  }
  async idsDosItens(checklistId: number) {
    return (this.itens.get(checklistId) ?? []).map((i) => i.id);
  }
  async itensDoTeste(checklistId: number) {
    return (this.itens.get(checklistId) ?? []).map(({ id, periferico_id, descricao }) => ({ id, periferico_id, descricao }));
  }
  async registrarEvento(e: EventoChecklist) {
    this.eventos.push(e);
  }
  async travarVeiculo(veiculoId: number) {
    this.veiculosTravados.push(veiculoId);
  }
  async emAndamento(veiculoId: number) {
    return [...this.checklists.values()].some((c) => c.veiculo_id === veiculoId && ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'].includes(c.status));
  }
  async temValido(veiculoId: number, clienteId: number) {
    return [...this.checklists.values()].some((c) => c.veiculo_id === veiculoId && c.cliente_id === clienteId && ['APROVADO', 'LIBERADO'].includes(c.status) && !!c.data_validade && c.data_validade > RELOGIO_DO_BANCO);
  }
  async veiculo(veiculoId: number, clienteId: number) {
    return { ...this.veiculos.get(veiculoId)!, vinculo: (await this.vinculoAtivo(clienteId, veiculoId)) };
  }
  async vinculoAtivo(clienteId: number, veiculoId: number) {
    return this.vinculos.find((v) => v.cliente_id === clienteId && v.veiculo_id === veiculoId)?.tipo ?? null;
  }
  async pgrDoCliente(pgrClienteId: number, clienteId: number) {
    return this.pgrs.some((p) => p.id === pgrClienteId && p.cliente_id === clienteId);
  }
  async pgrPadrao(clienteId: number) {
    const doCliente = this.pgrs.filter((p) => p.cliente_id === clienteId).sort((a, b) => Number(b.padrao) - Number(a.padrao) || a.id - b.id);
    return doCliente[0]?.id ?? null;
  }
  async cliente(clienteId: number) {
    return this.clientes.get(clienteId) ?? null;
  }
  async novoId() {
    return this.proximoId++;
  }
  async inserir(c: NovoChecklist) {
    const r = resolver(c);
    this.checklists.set(c.id, { ...umChecklist(), ...r, operador_id: null, updated_at: RELOGIO_DO_BANCO } as Linha);
    this.itens.set(c.id, []);
  }
  async copiarItensDoPgr(checklistId: number) {
    this.itens.set(checklistId, this.itensPgr.map((i, n) => ({ ...i, id: checklistId * 10 + n + 1 })));
  }
  async copiarItensDe(checklistId: number, origemId: number) {
    this.itens.set(checklistId, (this.itens.get(origemId) ?? []).map((i, n) => ({ ...i, id: checklistId * 10 + n + 1 })));
  }
  async registrarLiberacao(l: RegistroLiberacao, cliente: { nome: string; cnpj: string | null }) {
    this.liberacoes.push({ ...l, cliente: { nome: cliente.nome, cnpj: cliente.cnpj } });
  }
  async vencidos(limite: number) {
    return [...this.checklists.values()].filter((c) => ['APROVADO', 'LIBERADO'].includes(c.status) && c.data_validade && c.data_validade < RELOGIO_DO_BANCO).slice(0, limite).map((c) => c.id);
  }
  async testesOnlineEmAndamento() {
    return [...this.checklists.values()].filter((c) => c.status === 'EM_TESTE' && c.inicio_teste_online).map((c) => c.id);
  }
}

/** Readings per vehicle: a fixed window answer. */
export class LeiturasEmMemoria implements LeiturasDoVeiculo {
  pedidos: Array<{ veiculoId: number; inicio: Date; fim: Date; perifericos: readonly number[] }> = [];
  constructor(public base = new Map<number, number>(), public leituras: LeituraNoTempo[] = []) {}
  async janela(veiculoId: number, inicio: Date, fim: Date, perifericos: readonly number[]) {
    this.pedidos.push({ veiculoId, inicio, fim, perifericos });
    return { base: new Map(this.base), leituras: this.leituras.filter((l) => l.data_posicao >= inicio && l.data_posicao < fim) };
  }
}

const TODOS: EscopoTenant = { tipo: 'todos' };
/** An operator of the desk (group 6), a supervisor (4), and a client's user (group 10, client 10). */
export const OPERADOR: PessoaChecklist = { usuario: { id: 7, username: 'OPERADOR', grupo_usuario_id: 6, escopo: TODOS }, origem: '10.0.0.7' };
export const OUTRO_OPERADOR: PessoaChecklist = { usuario: { id: 8, username: 'OUTRO', grupo_usuario_id: 6, escopo: TODOS }, origem: '10.0.0.8' };
export const SUPERVISOR: PessoaChecklist = { usuario: { id: 4, username: 'SUPERVISOR', grupo_usuario_id: 4, escopo: TODOS }, origem: '10.0.0.4' };
export const DO_CLIENTE: PessoaChecklist = { usuario: { id: 30, username: 'CLIENTE', grupo_usuario_id: 10, escopo: { tipo: 'clientes', ids: [10] } }, origem: '10.0.0.30' };
export const DE_OUTRO_CLIENTE: PessoaChecklist = { usuario: { id: 31, username: 'OUTRO CLIENTE', grupo_usuario_id: 10, escopo: { tipo: 'clientes', ids: [11] } }, origem: '10.0.0.31' };

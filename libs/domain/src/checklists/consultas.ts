import { exigirCliente, type EscopoTenant } from '../identity/index.js';
import { NotFoundError } from '../shared/index.js';
import { CHECKLIST, verificarVeiculo, type FatosVerificacao, type ResultadoVerificacao } from './regras.js';
import { avaliarTesteAutomatico, type ResultadoTesteAutomatico } from './teste-automatico.js';
import { avaliarPreTeste } from './pre-teste.js';
import type { ChecklistsEscrita, FatosVerificacaoRepository, ItemDoTeste, LeiturasDoVeiculo, VeiculoEmViagem } from './ports.js';
import { checklistOu404 } from './transicao.js';

/** The client's operations (flags reteste and expresso), within the user's scope. */
export async function operacoesDoCliente(repo: Pick<ChecklistsEscrita, 'cliente'>, escopo: EscopoTenant, clienteId: number): Promise<{ reteste: boolean; expresso: boolean }> {
  exigirCliente(escopo, clienteId);
  const c = await repo.cliente(clienteId);
  if (!c) throw new NotFoundError('Cliente não encontrado');
  return { reteste: c.reteste, expresso: c.expresso };
}

/** The vehicle check before a request (spec 01 §4.6): the stored facts, the trip, the rules. */
export class VerificarVeiculoChecklist {
  constructor(private readonly fatosRepo: FatosVerificacaoRepository, private readonly viagens: VeiculoEmViagem) {}

  async fatos(clienteId: number, veiculoId: number | null, agora: Date): Promise<FatosVerificacao> {
    const f = await this.fatosRepo.fatos(clienteId, veiculoId);
    const emViagem = f.veiculo ? await this.viagens.emViagem(f.veiculo.id) : false;
    return {
      agora, clienteId, veiculo: f.veiculo ? { id: f.veiculo.id, tipo: f.veiculo.tipo } : null, vinculado: f.vinculado, clienteReteste: f.clienteReteste,
      emViagem, blacklist: f.blacklist, checklists: f.checklists,
    };
  }

  async executar(escopo: EscopoTenant, clienteId: number, veiculoId: number | null, agora: Date): Promise<ResultadoVerificacao> {
    exigirCliente(escopo, clienteId);
    return verificarVeiculo(await this.fatos(clienteId, veiculoId, agora));
  }
}

const perifericosDe = (itens: readonly ItemDoTeste[]) => [...new Set(itens.map((i) => i.periferico_id).filter((p): p is number => p !== null))];

/**
 * The automatic test and the pre-test as the stored readings tell them now: each peripheral's
 * value when the window opened and every reading since, up to the 24-minute limit.
 */
export class AvaliarTestes {
  constructor(private readonly repo: Pick<ChecklistsEscrita, 'buscar' | 'itensDoTeste'>, private readonly leituras: LeiturasDoVeiculo) {}

  private async janela(veiculoId: number, itens: readonly ItemDoTeste[], inicio: Date, agora: Date) {
    const fim = new Date(Math.min(agora.getTime(), inicio.getTime() + CHECKLIST.limiteTesteAutomaticoMs));
    return this.leituras.janela(veiculoId, inicio, fim, perifericosDe(itens));
  }

  /** The automatic test (null: not started). */
  async testeAutomatico(id: number, agora: Date): Promise<ResultadoTesteAutomatico | null> {
    const c = await this.repo.buscar(id);
    if (!c?.inicio_teste_online) return null;
    const itens = await this.repo.itensDoTeste(id);
    const { base, leituras } = await this.janela(c.veiculo_id, itens, c.inicio_teste_online, agora);
    return avaliarTesteAutomatico(itens, c.inicio_teste_online, agora, base, leituras);
  }

  /**
   * The pre-test now (spec 01 §4.9): each item's status and the guide's groups, computed from the
   * readings on every read; the items keep them when the pre-test is applied.
   */
  async preTeste(id: number, agora: Date) {
    const c = await checklistOu404(this.repo, id);
    const itens = await this.repo.itensDoTeste(id);
    const inicio = c.inicio_preteste;
    if (!inicio) {
      return { monitorando_preteste: c.monitorando_preteste, preteste_usado: c.preteste_usado, inicio_preteste: null, ...avaliarPreTeste(itens, agora, agora, new Map(), []) };
    }
    const encerrado = agora.getTime() - inicio.getTime() >= CHECKLIST.limiteTesteAutomaticoMs;
    const { base, leituras } = await this.janela(c.veiculo_id, itens, inicio, agora);
    return { monitorando_preteste: c.monitorando_preteste, preteste_usado: c.preteste_usado, inicio_preteste: inicio.toISOString(), ...avaliarPreTeste(itens, inicio, agora, base, leituras, encerrado) };
  }
}

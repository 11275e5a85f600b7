import { ConflictError } from '../../../../shared/index.js';
import type { AcaoSituacao } from '../acoes-situacao.js';
import {
  AGORA_NO_BANCO, type EventoViagem, type MudancaViagem, type NovaObservacao, type NovaOcorrencia, type PosicaoViagem, type QuemViagem, type TipoOcorrencia,
  type ViagemCiclo, type ViagensCicloEscrita, type ViagensCicloRepository,
} from '../ports.js';

/**
 * In-memory ports for the lifecycle's use case specs: a transaction that fails leaves nothing
 * behind (as in PostgreSQL), and one trip in transit per vehicle (the unique index).
 */
export const RELOGIO_DO_BANCO = new Date('2026-11-26T12:00:00Z');

export function umaViagem(v: Partial<ViagemCiclo> = {}): ViagemCiclo {
  return {
    id: 1, status: 1, cliente_id: 10, veiculo_id: 20, placa: 'ABC1D23', rota_id: 30, tipo_viagem_id: 1,
    previsao_inicio: new Date('2026-11-26T10:00:00Z'), previsao_fim: new Date('2026-11-27T10:00:00Z'), vinculado_tecnologia: false, situacao_viagem_id: null,
    updated_at: new Date('2026-11-26T11:00:00.123Z'), ...v,
  };
}

const pessoa = (id: number, username: string, grupo: number, escopo: QuemViagem['usuario']['escopo'] = { tipo: 'todos' }): QuemViagem => ({
  usuario: { id, username, grupo_usuario_id: grupo, escopo }, origem: '10.0.0.9',
});
export const OPERADOR = pessoa(5, 'OPERADOR', 6);
export const CLIENTE = pessoa(7, 'CLIENTE', 8, { tipo: 'clientes', ids: [10] });
export const OUTRO_CLIENTE = pessoa(8, 'OUTRO', 8, { tipo: 'clientes', ids: [11] });

type Linha = ViagemCiclo & Omit<MudancaViagem, keyof ViagemCiclo> & { excluida_em?: unknown };
const resolver = (m: MudancaViagem) => Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v === AGORA_NO_BANCO ? RELOGIO_DO_BANCO : v]));

export class ViagensEmMemoria implements ViagensCicloRepository {
  viagens = new Map<number, Linha>();
  eventos: EventoViagem[] = [];
  ocorrencias: Array<NovaOcorrencia & { id: number; conferida: boolean; observacao_conferencia?: string | null }> = [];
  observacoes: Array<NovaObservacao & { id: number }> = [];
  posicoes = new Map<number, PosicaoViagem>([[20, { latitude: -23.55, longitude: -46.63, data_posicao: RELOGIO_DO_BANCO }]]);
  rotas = new Map([[30, { destino: { latitude: -23.56, longitude: -46.64 }, geojson_disponivel: true }], [31, { destino: { latitude: -22.9, longitude: -43.2 }, geojson_disponivel: false }]]);
  tipos: TipoOcorrencia[] = [
    { id: 1, codigo: 100, descricao: 'PARADA NÃO PROGRAMADA', agendada: false, em_viagem: true, cancelada: false, finalizada: false },
    { id: 2, codigo: 200, descricao: 'ATRASO NO CARREGAMENTO', agendada: true, em_viagem: false, cancelada: true, finalizada: true },
  ];
  situacoes = new Map([[1, 'EM TRÂNSITO'], [4, 'PARADO']]);
  acoesSituacao: Array<AcaoSituacao & { situacao_viagem_id: number }> = [];
  veiculos = [{ id: 20, placa: 'ABC1D23', clientes: [10] }, { id: 21, placa: 'XYZ9A88', clientes: [10, 11] }];
  proximo = 100;

  com(...vs: ViagemCiclo[]): this {
    for (const v of vs) this.viagens.set(v.id, { ...v });
    return this;
  }
  linha(id: number): Linha {
    return this.viagens.get(id)!;
  }

  async transacao<T>(fn: (u: ViagensCicloEscrita) => Promise<T>): Promise<T> {
    const antes = structuredClone({ v: this.viagens, e: this.eventos, o: this.ocorrencias, b: this.observacoes });
    try {
      return await fn(this);
    } catch (e) {
      Object.assign(this, { viagens: antes.v, eventos: antes.e, ocorrencias: antes.o, observacoes: antes.b });
      throw e;
    }
  }
  async buscar(id: number) {
    const v = this.viagens.get(id);
    return v && !v.excluida_em ? { ...v } : null;
  }
  travar(id: number) {
    return this.buscar(id);
  }
  async atualizar(id: number, m: MudancaViagem) {
    const v = { ...this.viagens.get(id)!, ...resolver(m), updated_at: new Date(this.viagens.get(id)!.updated_at.getTime() + 1) } as Linha;
    if (v.status === 2 && [...this.viagens.values()].some((o) => o.id !== id && o.status === 2 && o.veiculo_id === v.veiculo_id && !o.excluida_em)) throw new ConflictError('Este veículo já está em viagem');
    this.viagens.set(id, v);
  }
  async registrarEvento(e: EventoViagem) {
    this.eventos.push(e);
  }
  async outraEmViagem(veiculoId: number, excetoId: number) {
    return [...this.viagens.values()].find((o) => o.id !== excetoId && o.status === 2 && o.veiculo_id === veiculoId && !o.excluida_em)?.id ?? null;
  }
  async ultimaPosicao(veiculoId: number) {
    return this.posicoes.get(veiculoId) ?? null;
  }
  async rota(rotaId: number) {
    return this.rotas.get(rotaId) ?? null;
  }
  async tipoOcorrencia(id: number) {
    return this.tipos.find((t) => t.id === id) ?? null;
  }
  async inserirOcorrencia(o: NovaOcorrencia) {
    const id = this.proximo++;
    this.ocorrencias.push({ ...o, id, conferida: false });
    return id;
  }
  async travarOcorrencia(id: number) {
    const o = this.ocorrencias.find((x) => x.id === id);
    return o ? { id, viagemId: o.viagemId, clienteId: o.clienteId, conferida: o.conferida, automatica: o.quem.usuario.username === 'SISTEMA' } : null;
  }
  async conferirOcorrencia(id: number, _quem: QuemViagem, observacao: string | null) {
    Object.assign(this.ocorrencias.find((x) => x.id === id)!, { conferida: true, observacao_conferencia: observacao });
  }
  async inserirObservacao(o: NovaObservacao) {
    const id = this.proximo++;
    this.observacoes.push({ ...o, id });
    return id;
  }
  async situacao(id: number) {
    const d = this.situacoes.get(id);
    return d ? { id, descricao: d } : null;
  }
  async acoesDaSituacao(situacaoId: number) {
    return this.acoesSituacao.filter((a) => a.situacao_viagem_id === situacaoId).map(({ situacao_viagem_id: _, ...a }) => a);
  }
  async veiculo(ref: { id?: number | null; placa?: string | null }) {
    return this.veiculos.find((v) => (ref.id ? v.id === ref.id : v.placa === ref.placa)) ?? null;
  }
}

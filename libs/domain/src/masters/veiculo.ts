import { BusinessRuleError, ConflictError, FieldErrorBag, NotFoundError, normalizarPlaca, placaValida } from '../shared/index.js';
import { clienteParaGravar, type EscopoTenant } from '../identity/index.js';
import * as campos from './campos.js';
import { CORES_VEICULO, MAXIMO_CARRETAS_POR_CAVALO, TIPOS_VEICULO, type TipoVeiculo } from './constantes.js';
import { mesmaVersao } from './exclusao.js';
import type { CarretaRepository, NovoVinculo, ReferenciasCadastro, Veiculo, VeiculoRepository, VinculoRepository } from './ports.js';
import { exigirAlcance, exigirNovoVinculo, tipoVinculo, tipoVinculoDoVeiculo, tipoVinculoInformado, vinculoAoSalvarVeiculo } from './vinculos.js';

/** What the vehicle form sends inside `{ veiculo: {...} }` (spec 03 §3 "Vehicle"). */
export interface DadosVeiculo {
  placa?: string | null;
  tipo?: string | null;
  ano_fabricacao?: number | null;
  ano_modelo?: number | null;
  cor?: string | null;
  renavan?: string | null;
  fabricante_id?: number | null;
  modelo_id?: number | null;
  tecnologia_id?: number | null;
  /** Terminal number of the tracking unit. */
  numero?: string | null;
  /** The client the vehicle is linked to on save (a client user's own client). */
  cliente_id?: number | null;
  vinculo?: { tipo?: string | null } | null;
  updated_at?: string | null;
}

export const MENSAGENS_VEICULO = {
  salvo: 'Veículo salvo com sucesso',
  atualizado: 'Veículo atualizado com sucesso',
  removido: 'Veículo removido com sucesso',
  naoEncontrado: 'Veículo não encontrado',
  placaCadastrada: 'placa já cadastrada',
  placaDisponivel: 'placa disponivel',
  naoCavalo: 'Este veiculo não é do tipo CAVALO!',
  naoCarreta: 'Este veiculo não é do tipo CARRETA!',
  limiteCarretas: `Um cavalo pode levar no máximo ${MAXIMO_CARRETAS_POR_CAVALO} carretas`,
  carretaEngatada: 'Esta carreta já está engatada em outro cavalo',
  carretaJaNoCavalo: 'Esta carreta já está engatada neste cavalo',
  carretaAdicionada: 'Carreta adicionada com sucesso',
  carretaRemovida: 'Carreta removida com sucesso',
  modeloDeOutroFabricante: 'não pertence ao fabricante informado',
} as const;

/** The first 7 characters of the plate decide availability (spec 03 §5 "Vehicle form"). */
export function placaParaVerificacao(valor: string): string {
  return normalizarPlaca(valor).slice(0, 7);
}

export function exigirCavalo(v: { tipo: string }): void {
  if (v.tipo !== 'CAVALO') throw new BusinessRuleError(MENSAGENS_VEICULO.naoCavalo);
}

/** A trailer goes behind one tractor at a time, at most three per tractor. */
export function exigirEngate(cavalo: { id: number; tipo: string }, carreta: { id: number; tipo: string }, carretasDoCavalo: readonly number[], cavaloAtualDaCarreta: number | null): void {
  exigirCavalo(cavalo);
  if (carreta.tipo !== 'CARRETA') throw new BusinessRuleError(MENSAGENS_VEICULO.naoCarreta);
  if (cavaloAtualDaCarreta === cavalo.id) throw new BusinessRuleError(MENSAGENS_VEICULO.carretaJaNoCavalo);
  if (cavaloAtualDaCarreta !== null) throw new BusinessRuleError(MENSAGENS_VEICULO.carretaEngatada);
  if (carretasDoCavalo.length >= MAXIMO_CARRETAS_POR_CAVALO) throw new BusinessRuleError(MENSAGENS_VEICULO.limiteCarretas);
}

type CampoVeiculo = 'placa' | 'tipo' | 'cor' | 'renavan';

/**
 * Creates or edits a vehicle: valid unique plate (old or Mercosul, stored without dash), type and
 * colour from the spec's lists, sensible years, RENAVAM with its check digit, model of the chosen
 * maker. With a client (always, for a client user: its own) the link type is required, forced to
 * AUTONOMO for a CARRETA, and never changed afterwards.
 */
export class SalvarVeiculo {
  constructor(
    private readonly veiculos: VeiculoRepository,
    private readonly vinculos: VinculoRepository,
    private readonly referencias: ReferenciasCadastro,
    private readonly agora: () => Date,
  ) {}

  async executar(dados: DadosVeiculo, escopo: EscopoTenant, id?: number): Promise<Veiculo> {
    const atual = id !== undefined ? await this.veiculos.findById(id) : null;
    if (id !== undefined && !atual) throw new NotFoundError(MENSAGENS_VEICULO.naoEncontrado);
    const ativos = atual ? await this.vinculos.ativosDoVeiculo(atual.id) : [];
    if (atual) exigirAlcance(escopo, ativos);
    if (atual && !mesmaVersao(dados.updated_at, atual.updated_at)) throw new ConflictError();
    const clienteId = clienteParaGravar(escopo, dados.cliente_id);

    const bag = new FieldErrorBag();
    const v = (k: CampoVeiculo) => (dados[k] !== undefined ? dados[k] : atual?.[k]);
    const n = <K extends 'ano_fabricacao' | 'ano_modelo' | 'fabricante_id' | 'modelo_id' | 'tecnologia_id'>(k: K) => (dados[k] !== undefined ? dados[k] : atual?.[k]) ?? null;
    const placa = campos.placa(bag, 'placa', v('placa'));
    const tipo = campos.opcao(bag, 'tipo', v('tipo'), TIPOS_VEICULO, true);
    const cor = campos.opcao(bag, 'cor', v('cor'), CORES_VEICULO);
    const renavan = campos.renavam(bag, 'renavan', v('renavan'));
    const anoMaximo = this.agora().getUTCFullYear() + 1;
    const ano_fabricacao = campos.inteiro(bag, 'ano_fabricacao', n('ano_fabricacao'), 1950, anoMaximo);
    const ano_modelo = campos.inteiro(bag, 'ano_modelo', n('ano_modelo'), 1950, anoMaximo + 1);
    if (ano_fabricacao !== null && ano_modelo !== null && (ano_modelo < ano_fabricacao || ano_modelo > ano_fabricacao + 1)) {
      bag.add('ano_modelo', 'deve ser o ano de fabricação ou o seguinte');
    }
    const terminal = campos.texto(bag, 'numero', dados.numero !== undefined ? dados.numero : atual?.terminal, { max: 30, maiusculas: true });

    const fabricante_id = n('fabricante_id');
    const modelo_id = n('modelo_id');
    const tecnologia_id = n('tecnologia_id');
    if (fabricante_id !== null && !(await this.referencias.fabricanteExiste(fabricante_id))) bag.add('fabricante_id', 'fabricante não encontrado');
    if (modelo_id !== null) {
      const dono = await this.referencias.fabricanteDoModelo(modelo_id);
      if (dono === null) bag.add('modelo_id', 'modelo não encontrado');
      else if (fabricante_id !== null && dono !== fabricante_id) bag.add('modelo_id', MENSAGENS_VEICULO.modeloDeOutroFabricante);
    }
    if (tecnologia_id !== null && !(await this.referencias.tecnologiaExiste(tecnologia_id))) bag.add('tecnologia_id', 'tecnologia não encontrada');
    if (clienteId !== null && !(await this.referencias.clienteExiste(clienteId))) bag.add('cliente_id', 'cliente não encontrado');
    if (placa && placaValida(placa)) {
      const outro = await this.veiculos.idPorPlaca(placa);
      if (outro !== null && outro !== atual?.id) bag.add('placa', MENSAGENS_VEICULO.placaCadastrada);
    }
    // A new vehicle of a client needs the link type; an edit only when it sends one.
    let vinculo: NovoVinculo | null = null;
    if (clienteId !== null && (!atual || dados.vinculo)) {
      const informado = tipoVinculo(bag, 'vinculo', dados.vinculo?.tipo);
      if (informado && tipo) vinculo = { cliente_id: clienteId, tipo: tipoVinculoDoVeiculo(tipo, informado) };
    }
    bag.throwIfAny();

    if (vinculo) {
      const tipoNovo = atual ? vinculoAoSalvarVeiculo(ativos, vinculo.cliente_id, vinculo.tipo) : vinculo.tipo;
      vinculo = tipoNovo ? { cliente_id: vinculo.cliente_id, tipo: tipoNovo } : null;
    }
    const base = { placa: placa!, tipo: tipo!, cor, renavan, ano_fabricacao, ano_modelo, fabricante_id, modelo_id, tecnologia_id, terminal };
    if (atual) return this.veiculos.update({ ...atual, ...base }, vinculo);
    return this.veiculos.create(base, vinculo);
  }
}

/**
 * `vincular_veiculo` (spec 01 §5, spec 03 §5 "Vehicle-client link"): type required, CARRETA forced
 * to AUTONOMO, a vehicle already linked to the client refused, FROTA to one client at a time.
 * Returns the link id and the type stored.
 */
export class VincularVeiculo {
  constructor(private readonly veiculos: VeiculoRepository, private readonly vinculos: VinculoRepository) {}

  async executar(entrada: { tipo?: unknown; veiculo_id: number; cliente_id: number }, escopo: EscopoTenant): Promise<{ id: number; tipo: string }> {
    const clienteId = clienteParaGravar(escopo, entrada.cliente_id)!;
    const informado = tipoVinculoInformado(entrada.tipo, 'tipo');
    const veiculo = await this.veiculos.findById(entrada.veiculo_id);
    if (!veiculo) throw new NotFoundError(MENSAGENS_VEICULO.naoEncontrado);
    const tipo = tipoVinculoDoVeiculo(veiculo.tipo, informado);
    exigirNovoVinculo('veiculo', await this.vinculos.ativosDoVeiculo(veiculo.id), clienteId, tipo);
    return { id: await this.vinculos.criarVinculoVeiculo(veiculo.id, { cliente_id: clienteId, tipo }), tipo };
  }
}

/** `adicionar_carreta`: both vehicles within reach, then the hitch rules. Returns the link id. */
export class AdicionarCarreta {
  constructor(private readonly veiculos: VeiculoRepository, private readonly vinculos: VinculoRepository, private readonly carretas: CarretaRepository) {}

  async executar(entrada: { cavalo_id: number; carreta_id: number }, escopo: EscopoTenant): Promise<number> {
    const [cavalo, carreta] = await Promise.all([this.veiculos.findById(entrada.cavalo_id), this.veiculos.findById(entrada.carreta_id)]);
    if (!cavalo || !carreta) throw new NotFoundError(MENSAGENS_VEICULO.naoEncontrado);
    exigirAlcance(escopo, await this.vinculos.ativosDoVeiculo(cavalo.id));
    exigirAlcance(escopo, await this.vinculos.ativosDoVeiculo(carreta.id));
    exigirEngate(cavalo, carreta, await this.carretas.carretasDoCavalo(cavalo.id), await this.carretas.cavaloDaCarreta(carreta.id));
    return this.carretas.engatar(cavalo.id, carreta.id);
  }
}

export function tipoVeiculoValido(valor: string): valor is TipoVeiculo {
  return (TIPOS_VEICULO as readonly string[]).includes(valor);
}

import { BusinessRuleError, FieldErrorBag, ForbiddenError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { MSG } from './campos.js';
import { TIPOS_VINCULO, type TipoVeiculo, type TipoVinculo } from './constantes.js';

/**
 * Links between clients and vehicles or drivers (spec 03 §3, §4 "Vehicle", "Driver link", §5
 * "Vehicle-client link"; spec 01 §5). A link is FROTA, AGREGADO or AUTONOMO; inactivating keeps
 * the row (its age is shown when confirming); a new link may follow an inactive one.
 */
export const MENSAGENS_VINCULO = {
  alterar: 'PARA ALTERAR O VÍNCULO DESSE VEÍCULO, REMOVA O REGISTRO DO MESMO E CADASTRE NOVAMENTE',
  frotaOutroCliente: 'VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE',
  veiculoJaVinculado: 'VEÍCULO JÁ VINCULADO A ESTE CLIENTE',
  motoristaJaVinculado: 'MOTORISTA JÁ VINCULADO A ESTE CLIENTE',
  naoVinculado: 'Não há vínculo ativo com este cliente',
  confirmarInativacao: 'Você deseja realmente inativar este vinculo?',
  inativado: 'Vínculo inativado com sucesso',
  atualizado: 'Vínculo atualizado com sucesso',
  criado: 'Vínculo cadastrado com sucesso',
} as const;

export interface VinculoAtivo {
  id: number;
  cliente_id: number;
  tipo: TipoVinculo;
}

/** The link type as sent; empty is 'Tipo vínculo: não pode ser vazio' on `campo`. */
export function tipoVinculo(bag: FieldErrorBag, campo: string, valor: unknown): TipoVinculo | null {
  const v = typeof valor === 'string' ? valor.trim().toUpperCase() : '';
  if (!v) bag.add(campo, MSG.tipoVinculoVazio);
  else if (!TIPOS_VINCULO.includes(v as TipoVinculo)) bag.add(campo, `Tipo vínculo: deve ser um de: ${TIPOS_VINCULO.join(', ')}`);
  else return v as TipoVinculo;
  return null;
}

/** tipoVinculo() for a call that has only this field: throws the 400 at once. */
export function tipoVinculoInformado(valor: unknown, campo = 'tipo'): TipoVinculo {
  const bag = new FieldErrorBag();
  const tipo = tipoVinculo(bag, campo, valor);
  bag.throwIfAny();
  return tipo!;
}

/** A trailer is always linked as AUTONOMO, whatever was chosen (spec 03 §5 "Vehicle-client link"). */
export function tipoVinculoDoVeiculo(tipoVeiculo: TipoVeiculo | string, informado: TipoVinculo): TipoVinculo {
  return tipoVeiculo === 'CARRETA' ? 'AUTONOMO' : informado;
}

export type AlvoVinculo = 'veiculo' | 'motorista';

/**
 * What a new link of `tipo` to `clienteId` must respect, given the target's active links:
 * - the same client linked again is refused; for a vehicle, another type is the
 *   'PARA ALTERAR O VÍNCULO...' message, since a vehicle's link type never changes;
 * - FROTA belongs to one client at a time: 'VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE'.
 */
export function exigirNovoVinculo(alvo: AlvoVinculo, ativos: readonly VinculoAtivo[], clienteId: number, tipo: TipoVinculo): void {
  const mesmo = ativos.find((v) => v.cliente_id === clienteId);
  if (mesmo) {
    if (alvo === 'veiculo' && mesmo.tipo !== tipo) throw new BusinessRuleError(MENSAGENS_VINCULO.alterar);
    throw new BusinessRuleError(alvo === 'veiculo' ? MENSAGENS_VINCULO.veiculoJaVinculado : MENSAGENS_VINCULO.motoristaJaVinculado);
  }
  exigirFrotaLivre(ativos, clienteId, tipo);
}

export function exigirFrotaLivre(ativos: readonly VinculoAtivo[], clienteId: number, tipo: TipoVinculo): void {
  if (tipo === 'FROTA' && ativos.some((v) => v.tipo === 'FROTA' && v.cliente_id !== clienteId)) {
    throw new BusinessRuleError(MENSAGENS_VINCULO.frotaOutroCliente);
  }
}

/**
 * A vehicle saved from its form with a link type: keeps an existing link of the same type,
 * refuses another type, or asks for a new link. Returns the link to create, if any.
 */
export function vinculoAoSalvarVeiculo(ativos: readonly VinculoAtivo[], clienteId: number, tipo: TipoVinculo): TipoVinculo | null {
  const mesmo = ativos.find((v) => v.cliente_id === clienteId);
  if (mesmo) {
    if (mesmo.tipo !== tipo) throw new BusinessRuleError(MENSAGENS_VINCULO.alterar);
    return null;
  }
  exigirFrotaLivre(ativos, clienteId, tipo);
  return tipo;
}

/**
 * A driver's link may change type (spec 03 §4 "Driver link": created or deactivated; the
 * vehicle-only rule does not apply), still within the FROTA rule.
 */
export function exigirMudancaVinculoMotorista(ativos: readonly VinculoAtivo[], clienteId: number, tipo: TipoVinculo): VinculoAtivo {
  const mesmo = ativos.find((v) => v.cliente_id === clienteId);
  if (!mesmo) throw new BusinessRuleError(MENSAGENS_VINCULO.naoVinculado);
  exigirFrotaLivre(ativos, clienteId, tipo);
  return mesmo;
}

export type FaixaIdadeVinculo = 'ATE_30' | 'ATE_60' | 'ATE_90' | 'MAIS_DE_90';

export interface IdadeVinculo {
  dias: number;
  faixa: FaixaIdadeVinculo;
  /** 'até 30 dias', 'até 60 dias', 'até 90 dias' or 'mais de 90 dias'. */
  descricao: string;
  /** The line shown under 'Você deseja realmente inativar este vinculo?'. */
  linha: string;
}

const DIA_MS = 86_400_000;

/** The age band of a link (spec 03 §4 "Vehicle": up to 30 days, 60, 90, over 90). */
export function idadeVinculo(dataCadastro: Date, agora: Date): IdadeVinculo {
  const dias = Math.max(0, Math.floor((agora.getTime() - dataCadastro.getTime()) / DIA_MS));
  const [faixa, descricao]: [FaixaIdadeVinculo, string] =
    dias <= 30 ? ['ATE_30', 'até 30 dias'] : dias <= 60 ? ['ATE_60', 'até 60 dias'] : dias <= 90 ? ['ATE_90', 'até 90 dias'] : ['MAIS_DE_90', 'mais de 90 dias'];
  return { dias, faixa, descricao, linha: `Este vínculo existe há ${descricao} (${dias} ${dias === 1 ? 'dia' : 'dias'}).` };
}

/** A scoped user reaches a vehicle or a driver only through an active link with one of its clients. */
export function exigirAlcance(escopo: EscopoTenant, ativos: readonly VinculoAtivo[]): void {
  if (escopo.tipo === 'todos') return;
  if (!ativos.some((v) => escopo.ids.includes(v.cliente_id))) throw new ForbiddenError('Não há permissão');
}

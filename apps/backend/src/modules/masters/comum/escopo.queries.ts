import type { Knex } from '@mikro-orm/knex';
import { idadeVinculo, type EscopoTenant, type IdadeVinculo } from '@gr/domain';
import { linhaJson } from '@gr/infrastructure';

/**
 * Tenant scope in SQL (ARCHITECTURE.md "Authorisation"). Vehicles and drivers belong to clients
 * through active links, so a scoped user reaches them only through a link with one of its clients.
 */
export function filtrarCliente(qb: Knex.QueryBuilder, escopo: EscopoTenant, coluna: string): Knex.QueryBuilder {
  if (escopo.tipo === 'clientes') qb.whereIn(coluna, escopo.ids);
  return qb;
}

/** Rows shared by every client (cliente_id null, e.g. global points and routes) or of the caller's clients. */
export function filtrarClienteOuGlobal(qb: Knex.QueryBuilder, escopo: EscopoTenant, coluna: string): Knex.QueryBuilder {
  if (escopo.tipo === 'clientes') qb.where((w) => w.whereNull(coluna).orWhereIn(coluna, escopo.ids));
  return qb;
}

const LIGACAO = {
  veiculo: { tabela: 'clientes_veiculos', coluna: 'veiculo_id', tipo: 'tipo' },
  funcionario: { tabela: 'clientes_funcionarios', coluna: 'funcionario_id', tipo: 'vinculo' },
} as const;
export type AlvoLigacao = keyof typeof LIGACAO;

function idsSql(escopo: EscopoTenant): string {
  return escopo.tipo === 'clientes' ? ` and lig.cliente_id in (${escopo.ids.map(Number).join(',') || 'null'})` : '';
}

/**
 * Grid columns naming the clients a vehicle or employee is actively linked to, and the link types;
 * a client user sees only its own client's links, never who else works with the same driver.
 */
export function colunasDeVinculo(alvo: AlvoLigacao, alias: string, escopo: EscopoTenant): { cliente: string; vinculo: string } {
  const { tabela, coluna, tipo } = LIGACAO[alvo];
  const de = `from ${tabela} lig join clientes cl on cl.id = lig.cliente_id where lig.${coluna} = ${alias}.id and lig.ativo${idsSql(escopo)}`;
  return {
    cliente: `(select string_agg(cl.razao_social, ', ' order by cl.razao_social) ${de})`,
    vinculo: `(select string_agg(distinct lig.${tipo}, ', ') ${de})`,
  };
}

export interface VinculoVisivel {
  id: number;
  cliente_id: number;
  cliente: string;
  tipo: string;
  data_cadastro: string;
  idade: IdadeVinculo;
}

/** The active links of one vehicle or employee the user may see, with their age band. */
export async function vinculosVisiveis(db: Knex, alvo: AlvoLigacao, id: number, escopo: EscopoTenant): Promise<VinculoVisivel[]> {
  const { tabela, coluna, tipo } = LIGACAO[alvo];
  const qb = db(`${tabela} as lig`).join('clientes as cl', 'cl.id', 'lig.cliente_id').where({ [`lig.${coluna}`]: id, 'lig.ativo': true }).orderBy('lig.id')
    .select('lig.id', 'lig.cliente_id', 'cl.razao_social as cliente', `lig.${tipo} as tipo`, 'lig.data_cadastro');
  filtrarCliente(qb, escopo, 'lig.cliente_id');
  const agora = new Date();
  return (await qb).map((r: Record<string, unknown>) => {
    const l = linhaJson(r) as unknown as Omit<VinculoVisivel, 'idade'>;
    return { ...l, idade: idadeVinculo(new Date(l.data_cadastro), agora) };
  });
}

/** Keeps rows of `alias` (a vehicle or an employee) linked to one of `clientes` (all in scope when absent). */
export function filtrarPorVinculo(qb: Knex.QueryBuilder, alvo: keyof typeof LIGACAO, alias: string, escopo: EscopoTenant, clienteId?: number | null): Knex.QueryBuilder {
  const ids = clienteId ? [clienteId] : escopo.tipo === 'clientes' ? escopo.ids : null;
  if (!ids) return qb;
  const { tabela, coluna } = LIGACAO[alvo];
  return qb.whereExists((w) => w.select(w.client.raw('1')).from(`${tabela} as lig`).whereRaw(`lig.${coluna} = ${alias}.id`).andWhere('lig.ativo', true).whereIn('lig.cliente_id', ids));
}


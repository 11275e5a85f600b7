import type { Checklist, StatusChecklist } from '@gr/domain';
import { dataPg } from '../knex.js';

/** The columns of check_lists the mapper reads. */
export const COLUNAS_CHECKLIST = [
  'id', 'status', 'cliente_id', 'pgr_cliente_id', 'veiculo_id', 'placa', 'terminal', 'tecnologia_id', 'vinculo', 'carroceria', 'operador_id', 'operador_username',
  'data_cadastro', 'data_validade', 'inicio_teste_online', 'inicio_preteste', 'monitorando_preteste', 'preteste_usado', 'reteste_pendente', 'fila_expressa', 'updated_at',
] as const;

export type LinhaChecklist = Record<(typeof COLUNAS_CHECKLIST)[number], unknown>;

const dataOuNulo = (v: unknown): Date | null => (v === null || v === undefined ? null : dataPg(v));

/** The one place a check_lists row becomes the domain's checklist. */
export function checklistDaLinha(r: LinhaChecklist): Checklist {
  return {
    id: Number(r.id),
    status: r.status as StatusChecklist,
    cliente_id: Number(r.cliente_id),
    pgr_cliente_id: r.pgr_cliente_id === null ? null : Number(r.pgr_cliente_id),
    veiculo_id: Number(r.veiculo_id),
    placa: r.placa as string,
    terminal: (r.terminal as string | null) ?? null,
    tecnologia_id: r.tecnologia_id === null ? null : Number(r.tecnologia_id),
    vinculo: (r.vinculo as string | null) ?? null,
    carroceria: (r.carroceria as string | null) ?? null,
    operador_id: r.operador_id === null ? null : Number(r.operador_id),
    operador_username: (r.operador_username as string | null) ?? null,
    data_cadastro: dataPg(r.data_cadastro),
    data_validade: dataOuNulo(r.data_validade),
    inicio_teste_online: dataOuNulo(r.inicio_teste_online),
    inicio_preteste: dataOuNulo(r.inicio_preteste),
    monitorando_preteste: !!r.monitorando_preteste,
    preteste_usado: !!r.preteste_usado,
    reteste_pendente: !!r.reteste_pendente,
    fila_expressa: !!r.fila_expressa,
    updated_at: dataPg(r.updated_at),
  };
}

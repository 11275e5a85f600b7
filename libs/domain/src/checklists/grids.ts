import type { GridSpec } from '../shared/index.js';
import { STATUS_CHECKLIST } from './estados.js';
import { CHECKLIST } from './regras.js';

const COLUNAS_COMUNS = {
  id: { tipo: 'inteiro', titulo: 'ID' },
  status: { tipo: 'enum', titulo: 'Status', valores: STATUS_CHECKLIST },
  placa: { tipo: 'texto', titulo: 'Placa' },
  terminal: { tipo: 'texto', titulo: 'Terminal' },
  tecnologia: { tipo: 'texto', titulo: 'Tecnologia' },
  vinculo: { tipo: 'texto', titulo: 'Vínculo' },
  cliente: { tipo: 'texto', titulo: 'Cliente' },
  data_cadastro: { tipo: 'data', titulo: 'Data de cadastro' },
  username_add: { tipo: 'texto', titulo: 'Cadastrado por' },
  data_validade: { tipo: 'data', titulo: 'Validade' },
  protocolo: { tipo: 'texto', titulo: 'Protocolo' },
  online: { tipo: 'booleano', titulo: 'Online', filtravel: false, ordenavel: false },
} as const;

/** Client checklist grid (spec 01 §2.3): status, plate, technology and validity filters. */
export const GRID_CHECKLISTS = {
  colunas: {
    ...COLUNAS_COMUNS,
    username_add: { ...COLUNAS_COMUNS.username_add, oculta: true },
    online: { ...COLUNAS_COMUNS.online, oculta: true },
    tecnologia_id: { tipo: 'inteiro', titulo: 'Código da tecnologia', oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: 200,
} as const satisfies GridSpec;

/**
 * Operator and manager grid (spec 01 §2.4): 50/100/200, default 100, id descending; the manager
 * variant adds the times (seconds). `status` blank is the queue; `TODOS` every status.
 */
const TEMPOS = {
  tempo_verificacao: { tipo: 'inteiro', titulo: 'Verificação', filtravel: false },
  tempo_em_teste: { tipo: 'inteiro', titulo: 'Em teste', filtravel: false },
  tempo_decorrido: { tipo: 'inteiro', titulo: 'Decorrido', filtravel: false },
} as const;

export const GRID_CHECKLISTS_OPERADOR = {
  colunas: {
    ...COLUNAS_COMUNS,
    tempo_verificacao: { ...TEMPOS.tempo_verificacao, oculta: true },
    tempo_em_teste: { ...TEMPOS.tempo_em_teste, oculta: true },
    tempo_decorrido: { ...TEMPOS.tempo_decorrido, oculta: true },
    tempo_em_fila_expressa: { tipo: 'inteiro', titulo: 'Na fila expressa', filtravel: false, oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 100,
  tamanhoMaximo: Math.max(...CHECKLIST.tamanhosPagina),
} as const satisfies GridSpec;

/** The manager's variant (/checklist_manage): the same grid with the times in view (spec 01 §2.4). */
export const GRID_CHECKLISTS_GESTOR = {
  ...GRID_CHECKLISTS_OPERADOR,
  colunas: { ...GRID_CHECKLISTS_OPERADOR.colunas, ...TEMPOS },
} as const satisfies GridSpec;

/** Groups that see the manager's variant: administrator, supervisor (spec 01 §2.4, §6). */
export const GRUPOS_GESTOR_CHECKLIST: readonly number[] = [3, 4];

/** The operator's grid a group sees: the manager's variant (times in the export's default view) for the managers. */
export function gridOperadorDoGrupo(grupoUsuarioId: number): typeof GRID_CHECKLISTS_GESTOR | typeof GRID_CHECKLISTS_OPERADOR {
  return GRUPOS_GESTOR_CHECKLIST.includes(grupoUsuarioId) ? GRID_CHECKLISTS_GESTOR : GRID_CHECKLISTS_OPERADOR;
}

/** The operator's queue: what still needs someone. */
export const FILA_OPERADOR = ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'] as const;

import type { GridSpec } from '../shared/index.js';
import { STATUS_REGISTRO } from './analise.js';
import { CRITERIOS } from './regras.js';

/** The registrations list (spec 03 §2 /cadastro_consulta, §9: 50 rows), newest first. */
export const GRID_REGISTROS = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'ID' },
    protocolo: { tipo: 'texto', titulo: 'Protocolo' },
    status: { tipo: 'enum', titulo: 'Status', valores: STATUS_REGISTRO },
    criterio: { tipo: 'enum', titulo: 'Critério', valores: CRITERIOS },
    cliente: { tipo: 'texto', titulo: 'Cliente' },
    itens_resumo: { tipo: 'texto', titulo: 'Itens', filtravel: false, ordenavel: false },
    documento: { tipo: 'texto', titulo: 'Documento', oculta: true, ordenavel: false },
    placa: { tipo: 'texto', titulo: 'Placa', oculta: true, ordenavel: false },
    usuario: { tipo: 'texto', titulo: 'Usuário' },
    data_cadastro: { tipo: 'data', titulo: 'Data do registro' },
    validade: { tipo: 'data', titulo: 'Validade' },
    fonte: { tipo: 'texto', titulo: 'Fonte' },
    is_pesquisa_conjunto: { tipo: 'booleano', titulo: 'Conjunta', oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: 200,
} as const satisfies GridSpec;

/** Renewal list (spec 03 §2 /list-renovacao): items of favourable searches expiring within 30 days. */
export const GRID_RENOVACAO = {
  colunas: {
    registro_id: { tipo: 'inteiro', titulo: 'Registro' },
    item: { tipo: 'texto', titulo: 'Renovar', filtravel: false, ordenavel: false },
    protocolo: { tipo: 'texto', titulo: 'Protocolo' },
    cliente: { tipo: 'texto', titulo: 'Cliente' },
    criterio: { tipo: 'enum', titulo: 'Critério', valores: CRITERIOS },
    tipo_registro: { tipo: 'enum', titulo: 'Tipo', valores: ['MOTORISTA', 'VEICULO', 'PROPRIETARIO', 'EMPRESA'] },
    documento: { tipo: 'texto', titulo: 'Documento' },
    placa: { tipo: 'texto', titulo: 'Placa' },
    nome: { tipo: 'texto', titulo: 'Nome' },
    validade: { tipo: 'data', titulo: 'Vencimento' },
    dias_restantes: { tipo: 'inteiro', titulo: 'Dias restantes', filtravel: false },
  },
  ordemPadrao: { campo: 'validade', direcao: 'asc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: 500,
} as const satisfies GridSpec;

/** How far ahead (and back) the renewal list looks, in days. */
export const RENOVACAO_JANELA_DIAS = { antes: 30, depois: 90 } as const;

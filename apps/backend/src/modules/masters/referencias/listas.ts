import type { ListaConfig } from './lista.queries.js';
import { FLAG_OCORRENCIA_POR_STATUS, type StatusViagem } from '@gr/domain';

/**
 * Where each reference list lives and who refers to its rows (a referenced row is not deleted).
 * Each list's grid (columns, titles, page size and order) is the domain's GRIDS_LISTAS.
 */

export const TECNOLOGIAS: ListaConfig = {
  lista: 'tecnologias', rota: 'tecnologias', classe: 'Tecnologias', tag: 'Tecnologias', plural: 'tecnologias', envelope: 'tecnologia', acesso: 'tecnologias',
  tabela: 'tecnologias', chave: 'id', indiceUnico: 'tecnologias_descricao_unique',
  extras: { veiculos: '(select count(*) from veiculos v where v.tecnologia_id = t.id)::int' },
  referencias: [{ tabela: 'veiculos', coluna: 'tecnologia_id', rotulo: 'veículos' }],
  listar: 'get_tecnologias',
};

export const FABRICANTES: ListaConfig = {
  lista: 'fabricantes', rota: 'fabricantes', classe: 'Fabricantes', tag: 'Fabricantes e modelos', plural: 'fabricantes', envelope: 'fabricante', acesso: 'cadastros_basicos',
  tabela: 'fabricantes', chave: 'id', indiceUnico: 'fabricantes_nome_unique',
  referencias: [
    { tabela: 'modelos', coluna: 'fabricante_id', rotulo: 'modelos' },
    { tabela: 'veiculos', coluna: 'fabricante_id', rotulo: 'veículos' },
  ],
  listar: 'get_fabricantes',
};

export const MODELOS: ListaConfig = {
  lista: 'modelos', rota: 'modelos', classe: 'Modelos', tag: 'Fabricantes e modelos', plural: 'modelos', envelope: 'modelo', acesso: 'cadastros_basicos',
  tabela: 'modelos', chave: 'id', indiceUnico: 'modelos_fabricante_nome_unique',
  extras: { fabricante: 'f.nome' },
  de: (db) => db('modelos as t').join('fabricantes as f', 'f.id', 't.fabricante_id'),
  referencias: [{ tabela: 'veiculos', coluna: 'modelo_id', rotulo: 'veículos' }],
  listar: 'get_modelos',
};

export const FUNCOES: ListaConfig = {
  lista: 'funcoes', rota: 'funcoes', classe: 'Funcoes', tag: 'Funções', plural: 'funções', envelope: 'funcao', acesso: 'cadastros_basicos',
  tabela: 'funcoes', chave: 'id', indiceUnico: 'funcoes_descricao_unique',
  referencias: [{ tabela: 'funcionarios', coluna: 'funcao_id', rotulo: 'funcionários' }],
  listar: 'get_funcoes',
};

export const SINISTROS: ListaConfig = {
  lista: 'sinistros', rota: 'sinistros', classe: 'Sinistros', tag: 'Sinistros', plural: 'tipos de sinistro', envelope: 'sinistro', acesso: 'cadastros_basicos',
  tabela: 'sinistros', chave: 'id', indiceUnico: 'sinistros_descricao_unique',
  referencias: [],
  listar: 'get_sinistros',
};

export const EMAILS: ListaConfig = {
  lista: 'emails', rota: 'emails', classe: 'Emails', tag: 'Layouts de e-mail', plural: 'layouts de e-mail', singular: 'layout de e-mail', envelope: 'email', acesso: 'cadastros_basicos',
  tabela: 'emails', chave: 'id', indiceUnico: 'emails_descricao_unique',
  referencias: [{ tabela: 'acoes_pgr', coluna: 'email_id', rotulo: 'ações PGR' }],
  listar: 'get_emails',
};

export const ESTADOS: ListaConfig = {
  lista: 'estados', rota: 'estados', classe: 'Estados', tag: 'Estados', plural: 'estados', envelope: 'estado', acesso: 'cadastros_basicos',
  tabela: 'estados', chave: 'uf', indiceUnico: 'estados_pkey',
  referencias: [
    { tabela: 'clientes', coluna: 'uf', rotulo: 'clientes' },
    { tabela: 'funcionarios', coluna: 'uf', rotulo: 'funcionários' },
  ],
};

export const GRUPOS: ListaConfig = {
  lista: 'grupos', rota: 'grupos', classe: 'Grupos', tag: 'Contatos e grupos', plural: 'grupos de contatos', singular: 'grupo de contatos', envelope: 'grupo', acesso: 'grupos',
  tabela: 'grupos', chave: 'id', indiceUnico: 'grupos_descricao_unique',
  extras: {
    contatos: '(select count(*) from grupos_contatos gc where gc.grupo_id = t.id)::int',
    clientes: '(select count(*) from clientes_grupos cg where cg.grupo_id = t.id and cg.ativo)::int',
  },
  referencias: [{ tabela: 'clientes_grupos', coluna: 'grupo_id', rotulo: 'clientes vinculados', onde: 'ativo' }],
  // Memberships and inactive client links go with the group.
  listar: 'get_grupos',
};

/** Spec 03 §3 "Quick response", §9: 15 rows, newest first. */
export const PRONTA_RESPOSTA: ListaConfig = {
  lista: 'pronta_resposta', rota: 'pronta_resposta', classe: 'ProntaResposta', tag: 'Pronta resposta', plural: 'equipes de pronta resposta', singular: 'equipe de pronta resposta', envelope: 'pronta_resposta', acesso: 'pronta_resposta',
  tabela: 'pronta_resposta', chave: 'id', indiceUnico: 'pronta_resposta_nome_unique',
  extras: { clientes: '(select count(*) from clientes_pronta_resposta c where c.pronta_resposta_id = t.id)::int' },
  referencias: [{ tabela: 'clientes_pronta_resposta', coluna: 'pronta_resposta_id', rotulo: 'clientes vinculados' }],
  listar: 'get_pronta_respostas',
};

/** /pgrs: the PGR catalogue (spec 03 §7 "PGR, risk, master data"). */
export const PGRS: ListaConfig = {
  lista: 'pgrs', rota: 'pgrs', classe: 'Pgrs', tag: 'PGR', plural: 'PGRs', envelope: 'pgr', acesso: 'pgrs',
  tabela: 'pgrs', chave: 'id', indiceUnico: 'pgrs_descricao_unique',
  extras: { pgrs_clientes: '(select count(*) from pgr_clientes p where p.pgr_id = t.id)::int' },
  referencias: [{ tabela: 'pgr_clientes', coluna: 'pgr_id', rotulo: 'PGRs de clientes' }],
  listar: 'get_pgrs',
};

/** /itens_pgr: the items a checklist tests, one per peripheral (spec 03 §3 "Item PGR"). */
export const ITENS_PGR: ListaConfig = {
  lista: 'itens_pgr', rota: 'itens_pgr', classe: 'ItensPgr', tag: 'PGR', plural: 'itens PGR', envelope: 'item_pgr', acesso: 'pgrs',
  tabela: 'itens_pgr', chave: 'id', indiceUnico: 'itens_pgr_descricao_unique',
  referencias: [],
  listar: 'get_itens_pgr',
};

/** /acoes_pgr: 20 rows (spec 03 §9); `email` is the layout's description for the grid. */
export const ACOES_PGR: ListaConfig = {
  lista: 'acoes_pgr', rota: 'acoes_pgr', classe: 'AcoesPgr', tag: 'Ações PGR', plural: 'ações PGR', envelope: 'acaopgr', acesso: 'acoes_pgr',
  tabela: 'acoes_pgr', chave: 'id', indiceUnico: 'acoes_pgr_descricao_unique',
  extras: { email: 'e.descricao' },
  de: (db) => db('acoes_pgr as t').leftJoin('emails as e', 'e.id', 't.email_id'),
  referencias: [{ tabela: 'situacao_viagem_acoes_pgr', coluna: 'acoes_pgr_id', rotulo: 'ações de situação da viagem' }],
  listar: 'get_acoes_pgr',
};

/** /actions: 18 rows; the form's wrapper is `atividade` (spec 03 §7). */
export const ACTIONS: ListaConfig = {
  lista: 'actions', rota: 'actions', classe: 'Actions', tag: 'Ações', plural: 'ações', envelope: 'atividade', acesso: 'actions',
  tabela: 'actions', chave: 'id', indiceUnico: 'actions_descricao_unique',
  referencias: [],
};

/** /ocorrencias: occurrence types with scores and the trip statuses they apply to. */
export const OCORRENCIAS: ListaConfig = {
  lista: 'ocorrencias', rota: 'ocorrencias', classe: 'Ocorrencias', tag: 'Ocorrências', plural: 'tipos de ocorrência', singular: 'tipo de ocorrência', envelope: 'ocorrencia', acesso: 'ocorrencias',
  tabela: 'ocorrencias', chave: 'id', indiceUnico: 'ocorrencias_codigo_unique',
  referencias: [],
  listar: 'get_ocorrencias',
  // The occurrence window offers only the types that apply to the trip's status (spec 02 §3 occurrence type flags).
  filtroListar: {
    nome: 'status', descricao: 'Status da SM (1 AGENDADA, 2 EM_VIAGEM, 3 FINALIZADA, 4 CANCELADA): só os tipos que valem nele', valores: ['1', '2', '3', '4'],
    onde: (qb, valor) => void qb.where(`t.${FLAG_OCORRENCIA_POR_STATUS[Number(valor) as StatusViagem]}`, true),
  },
};

/** Trip-situation actions (spec 02 §7 "Situations"): 15 rows; the grid shows both descriptions. */
export const SITUACAO_ACOES: ListaConfig = {
  lista: 'situacao_viagem_acoes_pgr', rota: 'situacao_viagem', classe: 'SituacaoViagemAcoes', tag: 'Situações da viagem', plural: 'ações por situação da viagem', envelope: 'situacao_viagem_acoes_pgr',
  acesso: 'monitoramentos', tabela: 'situacao_viagem_acoes_pgr', chave: 'id', indiceUnico: 'situacao_viagem_acoes_pgr_unique',
  extras: {
    situacao_viagem: 's.descricao',
    acao_pgr: 'a.descricao',
    acao_modifica_descricao: `case when t.acao_modifica then 'Veiculo > Central' else 'Central > Veiculo' end`,
  },
  de: (db) => db('situacao_viagem_acoes_pgr as t').join('situacoes_viagem as s', 's.id', 't.situacao_viagem_id').join('acoes_pgr as a', 'a.id', 't.acoes_pgr_id'),
  referencias: [],
};

/** Checklist alerts (spec 01 §2.7): 15 rows (15/20/30/50/100). */
export const ALERTAS_CHECKLIST: ListaConfig = {
  lista: 'alertas_checklist', rota: 'check_lists', classe: 'AlertasChecklist', tag: 'Alertas de checklist', plural: 'alertas de checklist', envelope: 'check_list_alerta', acesso: 'check_lists',
  tabela: 'alertas_checklist', chave: 'id', indiceUnico: 'alertas_checklist_descricao_unique',
  referencias: [],
};

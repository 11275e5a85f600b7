import type { ListaConfig } from './lista.controller.js';

/**
 * Where each reference list lives and who refers to its rows (a referenced row is not deleted).
 * Page sizes from spec 03 §9: technologies and e-mail layouts 18, master-data grids 18, contact
 * groups 100.
 */
const ORDEM_ID = { campo: 'id', direcao: 'asc' } as const;

export const TECNOLOGIAS: ListaConfig = {
  lista: 'tecnologias', rota: 'tecnologias', classe: 'Tecnologias', tag: 'Tecnologias', envelope: 'tecnologia', acesso: 'tecnologias',
  tabela: 'tecnologias', chave: 'id', indiceUnico: 'tecnologias_descricao_unique', tamanho: 18, ordem: ORDEM_ID,
  extras: { veiculos: { sql: '(select count(*) from veiculos v where v.tecnologia_id = t.id)::int', tipo: 'inteiro', filtravel: false } },
  referencias: [{ tabela: 'veiculos', coluna: 'tecnologia_id', rotulo: 'veículos' }],
  listar: 'get_tecnologias',
};

export const FABRICANTES: ListaConfig = {
  lista: 'fabricantes', rota: 'fabricantes', classe: 'Fabricantes', tag: 'Fabricantes e modelos', envelope: 'fabricante', acesso: 'cadastros_basicos',
  tabela: 'fabricantes', chave: 'id', indiceUnico: 'fabricantes_nome_unique', tamanho: 18, ordem: { campo: 'nome', direcao: 'asc' },
  referencias: [
    { tabela: 'modelos', coluna: 'fabricante_id', rotulo: 'modelos' },
    { tabela: 'veiculos', coluna: 'fabricante_id', rotulo: 'veículos' },
  ],
  listar: 'get_fabricantes',
};

export const MODELOS: ListaConfig = {
  lista: 'modelos', rota: 'modelos', classe: 'Modelos', tag: 'Fabricantes e modelos', envelope: 'modelo', acesso: 'cadastros_basicos',
  tabela: 'modelos', chave: 'id', indiceUnico: 'modelos_fabricante_nome_unique', tamanho: 18, ordem: { campo: 'nome', direcao: 'asc' },
  extras: { fabricante: { sql: 'f.nome', tipo: 'texto' } },
  de: (db) => db('modelos as t').join('fabricantes as f', 'f.id', 't.fabricante_id'),
  referencias: [{ tabela: 'veiculos', coluna: 'modelo_id', rotulo: 'veículos' }],
  listar: 'get_modelos',
};

export const FUNCOES: ListaConfig = {
  lista: 'funcoes', rota: 'funcoes', classe: 'Funcoes', tag: 'Funções', envelope: 'funcao', acesso: 'cadastros_basicos',
  tabela: 'funcoes', chave: 'id', indiceUnico: 'funcoes_descricao_unique', tamanho: 18, ordem: ORDEM_ID,
  referencias: [{ tabela: 'funcionarios', coluna: 'funcao_id', rotulo: 'funcionários' }],
  listar: 'get_funcoes',
};

export const SINISTROS: ListaConfig = {
  lista: 'sinistros', rota: 'sinistros', classe: 'Sinistros', tag: 'Sinistros', envelope: 'sinistro', acesso: 'cadastros_basicos',
  tabela: 'sinistros', chave: 'id', indiceUnico: 'sinistros_descricao_unique', tamanho: 18, ordem: ORDEM_ID,
  referencias: [],
  listar: 'get_sinistros',
};

export const EMAILS: ListaConfig = {
  lista: 'emails', rota: 'emails', classe: 'Emails', tag: 'Layouts de e-mail', envelope: 'email', acesso: 'cadastros_basicos',
  tabela: 'emails', chave: 'id', indiceUnico: 'emails_descricao_unique', tamanho: 18, ordem: ORDEM_ID,
  referencias: [],
  listar: 'get_emails',
};

export const ESTADOS: ListaConfig = {
  lista: 'estados', rota: 'estados', classe: 'Estados', tag: 'Estados', envelope: 'estado', acesso: 'cadastros_basicos',
  tabela: 'estados', chave: 'uf', indiceUnico: 'estados_pkey', tamanho: 18, ordem: { campo: 'uf', direcao: 'asc' },
  referencias: [
    { tabela: 'clientes', coluna: 'uf', rotulo: 'clientes' },
    { tabela: 'funcionarios', coluna: 'uf', rotulo: 'funcionários' },
  ],
};

export const GRUPOS: ListaConfig = {
  lista: 'grupos', rota: 'grupos', classe: 'Grupos', tag: 'Contatos e grupos', envelope: 'grupo', acesso: 'grupos',
  tabela: 'grupos', chave: 'id', indiceUnico: 'grupos_descricao_unique', tamanho: 100, ordem: ORDEM_ID,
  extras: {
    contatos: { sql: '(select count(*) from grupos_contatos gc where gc.grupo_id = t.id)::int', tipo: 'inteiro', filtravel: false },
    clientes: { sql: '(select count(*) from clientes_grupos cg where cg.grupo_id = t.id and cg.ativo)::int', tipo: 'inteiro', filtravel: false },
  },
  referencias: [{ tabela: 'clientes_grupos', coluna: 'grupo_id', rotulo: 'clientes vinculados', onde: 'ativo' }],
  // Memberships and inactive client links go with the group.
  listar: 'get_grupos',
};

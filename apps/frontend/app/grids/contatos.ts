import { GRID_CONTATOS, TIPOS_CONTATO } from '@gr/domain';
import { type ColunaDeclarada, type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Contato } from '~/lib/tipos';

const colunas: ColunaDeclarada<Contato, keyof typeof GRID_CONTATOS.colunas>[] = [
  { campo: 'id', filtro: 'numero', largura: 100 },
  { campo: 'nome', filtro: 'texto', copiavel: true, largura: 240 },
  { campo: 'razao_social_cliente', filtro: 'texto', largura: 280 },
  { campo: 'telefone', filtro: 'texto', formato: 'telefone', copiavel: true, largura: 150 },
  { campo: 'email', filtro: 'texto', copiavel: true, largura: 240 },
  { campo: 'tipo', filtro: 'selecao', opcoes: TIPOS_CONTATO.map((t) => ({ valor: t, rotulo: t })), largura: 150 },
  { campo: 'prioridade', filtro: 'numero', largura: 120 },
  { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
];

/** /contatos (spec 03 §2, §9: 18 rows; 18/20/30/50/100), filtered by contact group with ?grupo_id=. */
export const gridContatos: GridDef<Contato> = gridDoSpec(GRID_CONTATOS, {
  id: 'contatos',
  rota: '/contatos',
  api: '/api/contatos',
  extras: ['grupo_id'],
  controlador: 'contatos',
  vazio: { substantivo: 'CONTATO' },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'nome', direcao: 'asc' },
  colunas,
  acoes: { adicionar: 'novo', editar: (c) => String(c.id), excluir: true },
});

/** The contacts of one group (/grupo/{id}; GET /api/contatos/por_grupo/{grupo_id}). */
export const gridContatosDoGrupo: GridDef<Contato> = gridDoSpec(GRID_CONTATOS, {
  id: 'grupo_contatos',
  rota: '/grupo/:grupo_id',
  api: '/api/contatos/por_grupo/:grupo_id',
  controlador: 'grupos',
  vazio: { substantivo: 'CONTATO' },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'nome', direcao: 'asc' },
  colunas,
  acoes: {
    duploClique: (c) => `/contatos/${c.id}`,
    menu: [
      {
        rotulo: 'Retirar do grupo',
        intent: 'desvincular',
        requer: 'update',
        naBarra: true,
        confirmar: { titulo: 'Retirar do grupo', botao: 'Retirar', texto: (c) => `${c.nome} deixará de fazer parte deste grupo.` },
      },
    ],
  },
});

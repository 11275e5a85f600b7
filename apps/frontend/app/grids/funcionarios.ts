import { GRID_FUNCIONARIOS, GRUPO, TIPOS_FUNCIONARIO } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';

export type FuncionarioLinha = Esquema<'FuncionarioLinhaDto'>;

/**
 * /funcionarios (spec 03 §2 "Employees", §9: 15 rows; 15/200/300/500/1000). A client user sees its
 * own client's employees and no right-click menu (spec 03 §6).
 */
export const gridFuncionarios: GridDef<FuncionarioLinha> = gridDoSpec(GRID_FUNCIONARIOS, {
  id: 'funcionarios',
  rota: '/funcionarios',
  api: '/api/funcionarios',
  controlador: 'funcionarios',
  vazio: { substantivo: 'FUNCIONÁRIO' },
  tamanhos: [15, 200, 300, 500, 1000],
  tamanhoPadrao: 15,
  ordem: { campo: 'nome', direcao: 'asc' },
  semMenuParaGrupos: [GRUPO.CLIENTE],
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    { campo: 'nome', filtro: 'texto', copiavel: true, largura: 260 },
    { campo: 'cpf', filtro: 'texto', formato: 'cpf', copiavel: true, largura: 150 },
    { campo: 'tipo', filtro: 'selecao', opcoes: TIPOS_FUNCIONARIO.map((t) => ({ valor: t, rotulo: t })), largura: 160 },
    { campo: 'funcao_descricao', filtro: 'texto', largura: 180 },
    { campo: 'fone1', filtro: 'texto', formato: 'telefone', copiavel: true, largura: 150 },
    { campo: 'registro_cnh', filtro: 'texto', largura: 140 },
    { campo: 'cnh', filtro: 'texto', largura: 140 },
    { campo: 'cnh_validade', filtro: 'periodo', formato: 'dia', largura: 190 },
    { campo: 'cliente', filtro: 'texto', largura: 240 },
    { campo: 'vinculo', filtro: 'texto', largura: 130 },
    { campo: 'cidade', filtro: 'texto', largura: 160 },
    { campo: 'uf', filtro: 'texto', largura: 80 },
    { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
  ],
  acoes: { adicionar: '/funcionario', editar: (f) => `/funcionario/${f.id}`, excluir: true },
});

import { GRUPO, TIPOS_FUNCIONARIO } from '@gr/domain';
import type { GridDef } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';

export type FuncionarioLinha = Esquema<'FuncionarioLinhaDto'>;

/**
 * /funcionarios (spec 03 §2 "Employees", §9: 15 rows; 15/200/300/500/1000). A client user sees its
 * own client's employees and no right-click menu (spec 03 §6).
 */
export const gridFuncionarios: GridDef<FuncionarioLinha> = {
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
    { campo: 'id', titulo: 'Código', filtro: 'numero', largura: 100 },
    { campo: 'nome', titulo: 'Nome', filtro: 'texto', copiavel: true, largura: 260 },
    { campo: 'cpf', titulo: 'CPF', filtro: 'texto', formato: 'cpf', copiavel: true, largura: 150 },
    { campo: 'tipo', titulo: 'Tipo', filtro: 'selecao', opcoes: TIPOS_FUNCIONARIO.map((t) => ({ valor: t, rotulo: t })), largura: 160 },
    { campo: 'funcao_descricao', titulo: 'Função', filtro: 'texto', largura: 180 },
    { campo: 'fone1', titulo: 'Telefone', filtro: 'texto', formato: 'telefone', copiavel: true, largura: 150 },
    { campo: 'registro_cnh', titulo: 'Registro CNH', filtro: 'texto', largura: 140 },
    { campo: 'cnh', titulo: 'Categoria CNH', filtro: 'texto', largura: 140, oculta: true },
    { campo: 'cnh_validade', titulo: 'Validade CNH', filtro: 'periodo', formato: 'dia', largura: 190 },
    { campo: 'cliente', titulo: 'Cliente', filtro: 'texto', largura: 240 },
    { campo: 'vinculo', titulo: 'Vínculo', filtro: 'texto', largura: 130 },
    { campo: 'cidade', titulo: 'Cidade', filtro: 'texto', largura: 160, oculta: true },
    { campo: 'uf', titulo: 'UF', filtro: 'texto', largura: 80, oculta: true },
    { campo: 'data_cadastro', titulo: 'Data de cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
  ],
  acoes: { adicionar: '/funcionario', editar: (f) => `/funcionario/${f.id}`, excluir: true },
};

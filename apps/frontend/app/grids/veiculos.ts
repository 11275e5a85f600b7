import { CORES_VEICULO, GRID_VEICULOS, GRUPO, TIPOS_VEICULO } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Carreta, Esquema } from '~/lib/tipos';

export type VeiculoLinha = Esquema<'VeiculoLinhaDto'>;

/**
 * /veiculos (spec 03 §2 "Vehicles", §9: 15 rows; 15/20/30/50/100). A client user sees only its
 * client's vehicles (the server's scope) and no right-click menu (spec 03 §6). The widths are each
 * column's least: the columns shown by default fit a 1920 px screen, and scroll below that.
 */
export const gridVeiculos: GridDef<VeiculoLinha> = gridDoSpec(GRID_VEICULOS, {
  id: 'veiculos',
  rota: '/veiculos',
  api: '/api/veiculos',
  controlador: 'veiculos',
  vazio: { substantivo: 'VEÍCULO' },
  tamanhos: [15, 20, 30, 50, 100],
  tamanhoPadrao: 15,
  ordem: { campo: 'id', direcao: 'desc' },
  semMenuParaGrupos: [GRUPO.CLIENTE],
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 90 },
    { campo: 'placa', filtro: 'texto', formato: 'placa', copiavel: true, largura: 110 },
    { campo: 'tipo', filtro: 'selecao', opcoes: TIPOS_VEICULO.map((t) => ({ valor: t, rotulo: t })), largura: 120 },
    { campo: 'fabricante_descricao', filtro: 'texto', largura: 140 },
    { campo: 'modelo_descricao', filtro: 'texto', largura: 160 },
    { campo: 'cor', filtro: 'selecao', opcoes: CORES_VEICULO.map((c) => ({ valor: c, rotulo: c })), largura: 110 },
    { campo: 'ano_fabricacao', filtro: 'numero', largura: 100 },
    { campo: 'ano_modelo', filtro: 'numero', largura: 120 },
    { campo: 'renavan', filtro: 'texto', largura: 140 },
    { campo: 'tecnologia_descricao', filtro: 'texto', largura: 130 },
    { campo: 'numero', filtro: 'texto', copiavel: true, largura: 120 },
    { campo: 'cliente', filtro: 'texto', largura: 200 },
    { campo: 'vinculo', filtro: 'texto', largura: 110 },
    { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 170 },
  ],
  acoes: { adicionar: '/veiculo', editar: (v) => `/veiculo/${v.id}`, excluir: true },
});

/** The trailers of a tractor (GET /api/veiculos/{id}/listar_carretas: at most three, one list). */
export const gridCarretas: GridDef<Carreta> = {
  id: 'veiculo_carretas',
  rota: '/veiculo/:veiculo_id/carretas',
  api: '/api/veiculos/:veiculo_id/listar_carretas',
  controlador: 'veiculos',
  vazio: { substantivo: 'CARRETA', feminino: true },
  tamanhos: [3],
  tamanhoPadrao: 3,
  ordem: { campo: 'id', direcao: 'asc' },
  paginador: false,
  exportavel: false,
  colunas: [
    { campo: 'placa', titulo: 'Placa', formato: 'placa', copiavel: true, ordenavel: false, largura: 140 },
    { campo: 'tecnologia', titulo: 'Tecnologia', ordenavel: false, largura: 170 },
    { campo: 'numero', titulo: 'Terminal', ordenavel: false, copiavel: true, largura: 150 },
    { campo: 'data_cadastro', titulo: 'Engatada em', formato: 'data', ordenavel: false, largura: 200 },
  ],
  acoes: {
    duploClique: (c) => `/veiculo/${c.carreta_id}`,
    menu: [
      {
        rotulo: 'Remover carreta',
        intent: 'remover',
        requer: 'update',
        naBarra: true,
        confirmar: { titulo: 'Remover carreta', botao: 'Remover', texto: (c) => `A carreta ${c.placa} será desengatada deste cavalo.` },
      },
      { rotulo: 'Abrir carreta', para: (c) => `/veiculo/${c.carreta_id}`, requer: 'show' },
    ],
  },
};

import { GRID_ESTACOES } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';

export type EstacaoLinha = Esquema<'EstacaoLinhaDto'>;

const abrir = (e: EstacaoLinha) => `/estacoes/${e.id}`;
const SIM_NAO = [
  { valor: 'true', rotulo: 'Sim' },
  { valor: 'false', rotulo: 'Não' },
] as const;

/**
 * /estacoes (spec 02 §2 "Stations": ID, description, active as a read-only box, registration
 * date). Double-click opens the station (its session page); add and edit go to the station form.
 */
export const gridEstacoes: GridDef<EstacaoLinha> = gridDoSpec(GRID_ESTACOES, {
  id: 'estacoes',
  rota: '/estacoes',
  api: '/api/estacoes',
  controlador: 'estacoes',
  vazio: { substantivo: 'ESTAÇÃO', feminino: true },
  tamanhos: [15, 30, 50, 100],
  tamanhoPadrao: GRID_ESTACOES.tamanhoPadrao,
  ordem: GRID_ESTACOES.ordemPadrao,
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    { campo: 'descricao', filtro: 'texto', largura: 360 },
    // Active as a read-only box (spec 02 §2).
    {
      campo: 'ativa',
      filtro: 'selecao',
      opcoes: SIM_NAO,
      largura: 110,
      celula: (e) => <input type="checkbox" checked={e.ativa} readOnly disabled aria-label={e.ativa ? 'Ativa' : 'Inativa'} />,
    },
    { campo: 'data_cadastro', formato: 'data', largura: 200 },
  ],
  acoes: {
    adicionar: '/estacoes/create',
    editar: (e) => `/estacoes/create?id=${e.id}`,
    excluir: true,
    duploClique: abrir,
    menu: [
      { rotulo: 'Abrir estação', para: abrir, naBarra: true },
      { rotulo: 'SM em viagem da estação', para: (e) => `/estacoes/${e.id}/viagens` },
      { rotulo: 'SM agendadas da estação', para: (e) => `/estacoes/${e.id}/agendadas` },
    ],
  },
});

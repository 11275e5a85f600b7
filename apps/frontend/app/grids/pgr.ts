import { GRID_PGRS_CLIENTE } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';
import { OPCOES_GRAU_RISCO } from './listas';

/** A client PGR row of GET /api/pgr_cliente/{cliente_id}/index. */
export type PgrClienteLinha = Esquema<'PgrClienteLinhaDto'>;

/** /pgr_cliente/{cliente_id} (spec 03 §2, §9: client PGR 18 rows; 18/20/30/50/100). */
export const gridPgrsDoCliente: GridDef<PgrClienteLinha> = gridDoSpec(GRID_PGRS_CLIENTE, {
  id: 'pgr_cliente',
  rota: '/pgr_cliente/:cliente_id',
  api: '/api/pgr_cliente/:cliente_id/index',
  controlador: 'pgrs',
  vazio: { substantivo: 'PGR' },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'id', direcao: 'desc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 110 },
    { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 280 },
    { campo: 'pgr', ordenavel: false, largura: 220 },
    {
      campo: 'grau_risco',
      filtro: 'selecao',
      opcoes: OPCOES_GRAU_RISCO.map((g) => ({ valor: String(g.valor), rotulo: g.rotulo })),
      valor: (l) => OPCOES_GRAU_RISCO.find((g) => g.valor === l.grau_risco)?.rotulo ?? '',
      ordenavel: true,
      largura: 140,
    },
    { campo: 'validade', filtro: 'periodo', formato: 'dia', largura: 150 },
    { campo: 'pgr_padrao', formato: 'booleano', ordenavel: false, largura: 110 },
    { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
  ],
  acoes: {
    adicionar: 'novo',
    editar: (l) => String(l.id),
  },
});

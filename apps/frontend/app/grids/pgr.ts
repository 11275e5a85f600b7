import type { GridDef } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';
import { GRAUS_RISCO } from './listas';

/** A client PGR row of GET /api/pgr_cliente/{cliente_id}/index. */
export type PgrClienteLinha = Esquema<'PgrClienteLinhaDto'>;

/** /pgr_cliente/{cliente_id} (spec 03 §2, §9: client PGR 18 rows; 18/20/30/50/100). */
export const gridPgrsDoCliente: GridDef<PgrClienteLinha> = {
  id: 'pgr_cliente',
  rota: '/pgr_cliente/:cliente_id',
  api: '/api/pgr_cliente/:cliente_id/index',
  controlador: 'pgrs',
  vazio: { substantivo: 'PGR' },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'id', direcao: 'desc' },
  colunas: [
    { campo: 'id', titulo: 'Código', filtro: 'numero', largura: 110 },
    { campo: 'descricao', titulo: 'Descrição', filtro: 'texto', copiavel: true, largura: 280 },
    { campo: 'pgr', titulo: 'PGR', ordenavel: false, largura: 220 },
    {
      campo: 'grau_risco',
      titulo: 'Grau de risco',
      filtro: 'selecao',
      opcoes: GRAUS_RISCO.map((g) => ({ valor: String(g.valor), rotulo: g.rotulo })),
      valor: (l) => GRAUS_RISCO.find((g) => g.valor === l.grau_risco)?.rotulo ?? '',
      ordenavel: true,
      largura: 140,
    },
    { campo: 'validade', titulo: 'Validade', filtro: 'periodo', formato: 'dia', largura: 150 },
    { campo: 'pgr_padrao', titulo: 'Padrão', formato: 'booleano', ordenavel: false, largura: 110 },
    { campo: 'data_cadastro', titulo: 'Data de cadastro', filtro: 'periodo', formato: 'data', largura: 200 },
  ],
  acoes: {
    adicionar: 'novo',
    editar: (l) => String(l.id),
  },
};

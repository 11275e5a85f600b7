import { GRID_PONTOS, TIPOS_PONTO } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';

export type PontoLinha = Esquema<'PontoDto'>;

const coordenada = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? '' : Number(v).toFixed(6));

/**
 * /pontos (spec 03 §2 "Routes and points", §9: 18 rows; 18/20/30/50/100; grid height window − 230).
 * A client user sees its own points and the global ones. A 403 goes to /login with 'Acesso não
 * autorizado' (spec 03 §6), as on the employees grid.
 */
export const gridPontos: GridDef<PontoLinha> = gridDoSpec(GRID_PONTOS, {
  id: 'pontos',
  rota: '/pontos',
  api: '/api/pontos',
  controlador: 'pontos',
  vazio: { substantivo: 'PONTO' },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'id', direcao: 'desc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 340 },
    { campo: 'latitude', valor: (p) => coordenada(p.latitude), ordenavel: true, copiavel: true, largura: 130 },
    { campo: 'longitude', valor: (p) => coordenada(p.longitude), ordenavel: true, copiavel: true, largura: 130 },
    { campo: 'tipo', filtro: 'selecao', opcoes: TIPOS_PONTO.map((t) => ({ valor: t, rotulo: t })), largura: 130 },
    { campo: 'nivel', largura: 90 },
    {
      campo: 'raio_ponto',
      valor: (p) => `${Number(p.raio_ponto).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} km`,
      ordenavel: true,
      largura: 110,
    },
    { campo: 'cliente_razao', filtro: 'texto', valor: (r) => r.cliente_razao ?? 'TODOS OS CLIENTES', largura: 240 },
    { campo: 'username_add', largura: 150 },
    { campo: 'data_cadastro', formato: 'data', largura: 200 },
    { campo: 'username_update', largura: 150 },
    { campo: 'data_alteracao', formato: 'data', largura: 200 },
  ],
  acoes: { adicionar: '/ponto', editar: (p) => `/ponto/${p.id}`, excluir: true },
});

import { ACOES_AUDITORIA, GRID_AUDITORIA } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';

/** Row of GET /api/auditoria. */
export interface EventoAuditoriaLinha {
  id: number;
  quando: string;
  acao: string;
  usuario_id: number | null;
  username: string | null;
  ip: string;
  objeto_tipo: string | null;
  objeto_id: string | null;
  detalhe: string | null;
}

const ACOES = ACOES_AUDITORIA as Record<string, string>;

/** The audit trail (issue 24): read-only, newest first; administrators and supervisors only. */
export const gridAuditoria: GridDef<EventoAuditoriaLinha> = gridDoSpec(GRID_AUDITORIA, {
  id: 'auditoria',
  rota: '/auditoria',
  api: '/api/auditoria',
  controlador: 'auditoria',
  vazio: { substantivo: 'REGISTRO DE AUDITORIA' },
  tamanhos: [50, 100, 200],
  tamanhoPadrao: 50,
  ordem: { campo: 'quando', direcao: 'desc' },
  colunas: [
    { campo: 'quando', filtro: 'periodo', formato: 'data', largura: 230 },
    {
      campo: 'acao',
      filtro: 'selecao',
      opcoes: Object.entries(ACOES).map(([valor, rotulo]) => ({ valor, rotulo })),
      celula: (e) => ACOES[e.acao] ?? e.acao,
      largura: 200,
    },
    { campo: 'username', filtro: 'texto', copiavel: true, largura: 170 },
    { campo: 'ip', filtro: 'texto', copiavel: true, largura: 150 },
    { campo: 'objeto_tipo', filtro: 'texto', largura: 170 },
    { campo: 'objeto_id', filtro: 'texto', copiavel: true, largura: 150 },
    { campo: 'detalhe', ordenavel: false, largura: 320 },
    { campo: 'id', filtro: 'numero', largura: 110 },
    { campo: 'usuario_id', filtro: 'numero', largura: 150 },
  ],
});

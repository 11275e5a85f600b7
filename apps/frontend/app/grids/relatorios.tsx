import { GRID_RELATORIO_CADASTRO, ROTULOS_CRITERIO, type Criterio } from '@gr/domain';
import { gridDoSpec, type GridDef } from '~/components/grid/tipos';
import { PARAMETROS_FILTRO, type RegistroRelatorio } from '~/lib/relatorios';

/** The laudo as exported, coloured: ACORDO and RETIFICADO green, DESACORDO red. */
export function LaudoRelatorio({ status }: { status: string }) {
  return <span className={`laudo-relatorio laudo-${status === 'DESACORDO' ? 'desacordo' : 'acordo'}`}>{status}</span>;
}

const TIPOS = [
  { valor: 'MOTORISTA', rotulo: 'Motorista' },
  { valor: 'VEICULO', rotulo: 'Veículo' },
  { valor: 'PROPRIETARIO', rotulo: 'Proprietário' },
  { valor: 'EMPRESA', rotulo: 'Empresa' },
] as const;

/**
 * /relatorios (spec 03 §2, §3 "Report record"): one row per registration item of the filter. The
 * filter's parameters come from /relatorios/filtro and go to the API as they are (`extras`); the
 * header filters narrow further. The exports are the page's buttons (a job), not the kit's.
 */
export const gridRelatorios: GridDef<RegistroRelatorio> = gridDoSpec(GRID_RELATORIO_CADASTRO, {
  id: 'relatorios',
  rota: '/relatorios',
  api: '/api/registro/cadastro_consulta/relatorios',
  extras: PARAMETROS_FILTRO,
  controlador: 'cadastro_consulta',
  vazio: { substantivo: 'REGISTRO' },
  tamanhos: [50, 100, 200, 500],
  tamanhoPadrao: 50,
  ordem: { campo: 'data_registro', direcao: 'desc' },
  exportavel: false,
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 90 },
    { campo: 'protocolo', filtro: 'texto', copiavel: true, largura: 170 },
    { campo: 'razao_social', filtro: 'texto', largura: 220 },
    { campo: 'cnpj', filtro: 'texto', formato: 'cnpj', copiavel: true, largura: 170 },
    { campo: 'criterio', largura: 120, celula: (l) => ROTULOS_CRITERIO[l.criterio as Criterio] ?? l.criterio },
    { campo: 'tipo_registro', filtro: 'selecao', opcoes: TIPOS, largura: 130 },
    { campo: 'documento', filtro: 'texto', formato: 'documento', copiavel: true, largura: 170 },
    { campo: 'nome', filtro: 'texto', largura: 220 },
    { campo: 'placa', filtro: 'texto', formato: 'placa', copiavel: true, largura: 110 },
    { campo: 'status', largura: 130, celula: (l) => <LaudoRelatorio status={l.status} /> },
    { campo: 'bloqueado', formato: 'booleano', largura: 110 },
    { campo: 'data_registro', formato: 'data', largura: 170 },
    { campo: 'validade_relatorio', formato: 'data', largura: 170 },
    { campo: 'vencimento', largura: 120 },
    { campo: 'usuario', filtro: 'texto', largura: 130 },
    { campo: 'registro_id', filtro: 'numero', largura: 100 },
  ],
});

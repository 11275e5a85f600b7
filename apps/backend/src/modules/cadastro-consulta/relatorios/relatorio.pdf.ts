import {
  descreverPeriodo, formatarDataHora, formatarDocumento, ROTULOS_BLOQUEIO_FILTRO, ROTULOS_CRITERIO, ROTULOS_LAUDO_FILTRO, type Criterio, type FiltroRelatorioLido, type RegistroDoRelatorio,
} from '@gr/domain';
import { escaparHtml } from '@gr/infrastructure';

/**
 * The report's print page (spec 03 §9 "Export PDF landscape letter"): a header with the filter,
 * a table of the report records (due date masked as in every export) and a footer on each page.
 * Rendered by Puppeteer (CadastroConsultaPortas.pdf) as landscape Letter.
 */
const COLUNAS_PDF: ReadonlyArray<{ titulo: string; valor: (r: RegistroDoRelatorio) => string; classe?: string }> = [
  { titulo: 'Protocolo', valor: (r) => r.protocolo },
  { titulo: 'Cliente', valor: (r) => r.razao_social ?? '' },
  { titulo: 'Critério', valor: (r) => ROTULOS_CRITERIO[r.criterio as Criterio] ?? r.criterio },
  { titulo: 'Tipo', valor: (r) => r.tipo_registro },
  { titulo: 'Documento', valor: (r) => formatarDocumento(r.documento) },
  { titulo: 'Nome', valor: (r) => r.nome ?? '' },
  { titulo: 'Placa', valor: (r) => r.placa ?? '' },
  { titulo: 'Laudo', valor: (r) => r.status, classe: 'laudo' },
  { titulo: 'Bloqueado', valor: (r) => (r.bloqueado ? 'SIM' : 'NÃO') },
  { titulo: 'Data do registro', valor: (r) => formatarDataHora(r.data_registro) },
  { titulo: 'Validade do relatório', valor: (r) => formatarDataHora(r.validade_relatorio) },
  { titulo: 'Vencimento', valor: (r) => r.vencimento },
  { titulo: 'Usuário', valor: (r) => r.usuario },
];

export interface CabecalhoRelatorio {
  filtro: FiltroRelatorioLido;
  /** Names of the clients reached; null: every client. */
  clientes: string[] | null;
  usuario: string;
  geradoEm: Date;
}

export function htmlRelatorio(c: CabecalhoRelatorio, linhas: readonly RegistroDoRelatorio[]): string {
  const f = c.filtro;
  const clientes = c.clientes === null ? 'Todos os clientes' : c.clientes.join(', ') || '—';
  const parametro = f.is_todos_parametros || !f.parametro ? 'Todos os parâmetros' : ROTULOS_CRITERIO[f.parametro];
  const filtro: Array<[string, string]> = [
    ['Cliente', clientes],
    ['Parâmetro', parametro],
    ['Período', descreverPeriodo(f)],
    ['Laudo', ROTULOS_LAUDO_FILTRO[f.laudo]],
    ['Bloqueio', ROTULOS_BLOQUEIO_FILTRO[f.bloqueio]],
  ];
  const corpo = linhas.length
    ? linhas
        .map((r) => `<tr>${COLUNAS_PDF.map((col) => `<td${col.classe ? ` class="${col.classe} ${col.classe}-${escaparHtml(col.valor(r))}"` : ''}>${escaparHtml(col.valor(r))}</td>`).join('')}</tr>`)
        .join('\n')
    : `<tr><td colspan="${COLUNAS_PDF.length}" class="vazio">NENHUM REGISTRO FOI ENCONTRADO NESTA PESQUISA...</td></tr>`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Relatório de cadastro e consulta</title>
<style>
  @page { size: letter landscape; }
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 8px; color: #1f2933; margin: 0 0 18px; }
  h1 { font-size: 14px; margin: 0 0 6px; }
  dl { display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 2px 10px; margin: 0 0 8px; font-size: 9px; }
  dt { font-weight: bold; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; }
  thead { display: table-header-group; }
  tfoot { display: table-row-group; }
  th { background: #1f3a5f; color: #fff; text-align: left; padding: 3px 4px; font-weight: bold; }
  td { border-bottom: 1px solid #d9dee5; padding: 2px 4px; vertical-align: top; }
  tr { page-break-inside: avoid; }
  tbody tr:nth-child(even) td { background: #f3f5f8; }
  td.laudo-DESACORDO { color: #b42318; font-weight: bold; }
  td.laudo-ACORDO, td.laudo-RETIFICADO { color: #067647; font-weight: bold; }
  td.vazio { text-align: center; padding: 12px; }
  .rodape { position: fixed; bottom: 0; left: 0; right: 0; font-size: 7px; color: #52606d; border-top: 1px solid #d9dee5; padding-top: 2px; display: flex; justify-content: space-between; }
</style></head>
<body>
  <h1>Relatório de cadastro e consulta</h1>
  <dl>${filtro.map(([k, v]) => `<dt>${escaparHtml(k)}</dt><dd>${escaparHtml(v)}</dd>`).join('')}<dt>Registros</dt><dd>${linhas.length}</dd></dl>
  <table>
    <thead><tr>${COLUNAS_PDF.map((col) => `<th scope="col">${escaparHtml(col.titulo)}</th>`).join('')}</tr></thead>
    <tbody>
${corpo}
    </tbody>
  </table>
  <div class="rodape"><span>GR Plataforma · Relatório de cadastro e consulta</span><span>Gerado em ${escaparHtml(formatarDataHora(c.geradoEm))} por ${escaparHtml(c.usuario)}</span></div>
</body></html>`;
}

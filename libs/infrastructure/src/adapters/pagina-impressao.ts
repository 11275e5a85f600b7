import { escaparHtml } from './pdf-puppeteer.js';

/**
 * The one print layout of the product's print pages (protocol, trip; spec 02 §2 sm_impressao.html,
 * spec 03 "PDF export"): the document, its base styles, a title and a footer with the time it was
 * made. A page adds its own body and, when it needs them, a few styles of its own. Puppeteer
 * renders the same HTML the browser shows, so the printed page and the PDF never drift apart.
 * Styles inline, no external resource (the PDF renderer refuses the network).
 */
export const ESTILO_IMPRESSAO = `
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11px; color: #1f2933; margin: 0; }
  h1 { font-size: 18px; margin: 0 0 4px; } h2 { font-size: 13px; margin: 12px 0 4px; } h3 { font-size: 11px; margin: 6px 0 2px; }
  table { width: 100%; border-collapse: collapse; } th, td { border: 1px solid #cbd2d9; padding: 4px 6px; text-align: left; vertical-align: top; }
  th { background: #f0f4f8; width: 16%; } .item { page-break-inside: avoid; } .laudo { font-weight: bold; }
  thead th { width: auto; } tfoot { display: table-row-group; }
  .rodape { margin-top: 16px; font-size: 9px; color: #52606d; }
  @media screen { body { max-width: 960px; margin: 16px auto; padding: 0 12px; } }
`;

const dataHoraBr = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(d);

export function paginaDeImpressao(p: { titulo: string; corpo: string; estilo?: string; rodape?: string; geradoEm?: Date }): string {
  const rodape = `Documento gerado em ${escaparHtml(dataHoraBr(p.geradoEm ?? new Date()))}.${p.rodape ? ` ${p.rodape}` : ''}`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escaparHtml(p.titulo)}</title>
  <style>${ESTILO_IMPRESSAO}${p.estilo ?? ''}</style></head><body>
  <h1>${escaparHtml(p.titulo)}</h1>
  ${p.corpo}
  <p class="rodape">${rodape}</p>
  </body></html>`;
}

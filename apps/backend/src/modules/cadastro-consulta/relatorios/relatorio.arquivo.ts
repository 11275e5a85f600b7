import { COLUNAS_RELATORIO_CADASTRO, type FiltroRelatorioLido, type GeradorArquivoRelatorio, type GeradorPdf, type RegistroDoRelatorio } from '@gr/domain';
import { gerarPlanilha } from '@gr/infrastructure';
import { htmlRelatorio } from './relatorio.pdf.js';

/** The export's file: the spreadsheet's 18 columns, or the print page as a landscape Letter PDF. */
export class ArquivoRelatorio implements GeradorArquivoRelatorio {
  constructor(private readonly pdfs: GeradorPdf) {}

  planilha(linhas: RegistroDoRelatorio[]): Promise<Uint8Array> {
    return gerarPlanilha('Relatório de cadastro', [...COLUNAS_RELATORIO_CADASTRO], linhas as unknown as Array<Record<string, unknown>>);
  }

  pdf(cabecalho: { filtro: FiltroRelatorioLido; clientes: string[] | null; usuario: string; geradoEm: Date }, linhas: RegistroDoRelatorio[]): Promise<Uint8Array> {
    return this.pdfs.gerar(htmlRelatorio(cabecalho, linhas), { paisagem: true, formato: 'Letter' });
  }
}

import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { htmlDaViagem } from './impressao.html.js';
import { ImpressaoQueries } from './impressao.queries.js';
import { LinhaDoTempoQueries } from '../mapas/linha-do-tempo.queries.js';
import { ImpressaoPortas } from './impressao.providers.js';
import { ESCOPO_LEITURA } from './viagens.dto.js';

/**
 * The trip's print page and PDF (spec 02 §2 "/views/monitoramentos/sm_impressao.html?sm={id}",
 * ARCHITECTURE.md "PDFs are rendered by Puppeteer from the product's own print pages"): the page
 * is HTML in the one print layout; the PDF is that page rendered by Chromium. Scoped like every
 * trip read (exigirLeituraViagem): the carrier's users and the shipper manager of its shipper;
 * anyone else 403.
 */
@ApiTags('SM: formulário')
@Autenticado()
@Controller('monitoramentos')
export class ImpressaoController {
  constructor(private readonly queries: ImpressaoQueries, private readonly portas: ImpressaoPortas, private readonly linhaDoTempo: LinhaDoTempoQueries) {}

  /** The page's HTML: the trip (its read rule first), then its timeline as this reader sees it. */
  private async html(id: number, eu: UsuarioAutenticado): Promise<string> {
    const viagem = await this.queries.viagem(id, eu);
    return htmlDaViagem(viagem, await this.linhaDoTempo.itens(id, eu.grupo_usuario_id));
  }

  @Get(':id/impressao')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Página de impressão da SM (HTML, o mesmo leiaute do PDF)' })
  @ApiIds('id')
  @ApiOkResponse({ description: 'A página de impressão', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiNaoEncontrado('SM não encontrada')
  @ApiProibido(ESCOPO_LEITURA)
  async impressao(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response): Promise<string> {
    const html = await this.html(id, eu);
    // Set only once the trip was read: a refusal stays JSON.
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    return html;
  }

  @Get(':id/pdf')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'SM em PDF (a página de impressão gerada no servidor pelo Chromium)' })
  @ApiIds('id')
  @ApiOkResponse({ description: 'sm_<id>.pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNaoEncontrado('SM não encontrada')
  @ApiProibido(ESCOPO_LEITURA)
  async pdf(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const pdf = await this.portas.pdf.gerar(await this.html(id, eu), { formato: 'A4' });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="sm_${id}.pdf"`);
    return new StreamableFile(Buffer.from(pdf));
  }
}

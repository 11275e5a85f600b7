import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { GeradorPdf } from '@gr/domain';
import { PdfPuppeteer } from '@gr/infrastructure';

/**
 * The trip PDF's renderer: the same Puppeteer adapter as the protocol and report PDFs, one
 * Chromium per process started on the first PDF and closed on shutdown.
 */
@Injectable()
export class ImpressaoPortas implements OnApplicationShutdown {
  private readonly pdfPuppeteer = new PdfPuppeteer();

  get pdf(): GeradorPdf {
    return this.pdfPuppeteer;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pdfPuppeteer.fechar();
  }
}

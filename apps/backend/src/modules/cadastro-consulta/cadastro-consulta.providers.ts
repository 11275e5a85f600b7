import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultaDocumentosPort, GeradorPdf } from '@gr/domain';
import { ConsultaDocumentosLocal, PdfPuppeteer, SystemClock } from '@gr/infrastructure';

/**
 * The ports of the registration context wired to their adapters: the registry service (offline
 * default: our own records and the blacklist), the PDF renderer (one Chromium per process, closed
 * on shutdown) and the clock.
 */
@Injectable()
export class CadastroConsultaPortas implements OnApplicationShutdown {
  readonly clock = new SystemClock();
  private readonly pdfPuppeteer = new PdfPuppeteer();

  constructor(private readonly em: EntityManager) {}

  get consultaDocumentos(): ConsultaDocumentosPort {
    return new ConsultaDocumentosLocal(this.em);
  }

  get pdf(): GeradorPdf {
    return this.pdfPuppeteer;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pdfPuppeteer.fechar();
  }
}

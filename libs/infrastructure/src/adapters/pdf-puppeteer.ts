import type { GeradorPdf, OpcoesPdf } from '@gr/domain';
import type { Browser } from 'puppeteer-core';

/**
 * PDFs of the product's print pages (protocol, reports) with puppeteer-core over Debian's
 * Chromium (STACK-NOTES "Browsers, PDF"): the browser starts on the first PDF and is reused;
 * each PDF gets its own page. No network: the HTML carries its styles and images inline.
 */
export class PdfPuppeteer implements GeradorPdf {
  private navegador: Promise<Browser> | null = null;

  constructor(private readonly executavel = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {}

  private abrir(): Promise<Browser> {
    if (!this.navegador) {
      this.navegador = import('puppeteer-core').then((p) =>
        p.default.launch({
          executablePath: this.executavel,
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--no-first-run'],
        }),
      );
      // A failed launch is retried on the next PDF rather than cached.
      this.navegador.catch(() => (this.navegador = null));
    }
    return this.navegador;
  }

  async gerar(html: string, opcoes: OpcoesPdf = {}): Promise<Uint8Array> {
    const browser = await this.abrir();
    const page = await browser.newPage();
    try {
      // Nothing leaves the machine: every request other than the inline document is refused.
      await page.setRequestInterception(true);
      page.on('request', (r) => (r.url().startsWith('data:') ? r.continue() : r.abort()));
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({
        format: opcoes.formato ?? 'Letter',
        landscape: !!opcoes.paisagem,
        printBackground: true,
        margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
      });
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  async fechar(): Promise<void> {
    const b = this.navegador;
    this.navegador = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }
}

/** Escapes text for the print pages' HTML. */
export function escaparHtml(v: unknown): string {
  return String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

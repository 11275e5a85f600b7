import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  AnalisarItem, CadastrarRegistro, CorrigirItem, ExportacoesRelatorio, ExportarTitular, IncluirNaBlacklist, ProcessarRelatorio, RegistrarProtocoloExterno,
  RemoverConfiguracao, RemoverDaBlacklist, RemoverProtocolo, RenovarRegistros, SalvarConfiguracao, type ConsultaDocumentosPort, type GeradorPdf,
} from '@gr/domain';
import {
  ConsultaDocumentosLocal, PdfPuppeteer, SqlBlacklistRepository, SqlConfiguracaoCadastroRepository, SqlFilaRelatorios, SqlRegistroRepository, SqlTitularRepository,
  SystemClock,
} from '@gr/infrastructure';
import { ArquivoRelatorio } from './relatorios/relatorio.arquivo.js';
import { RelatoriosQueries } from './relatorios/relatorios.queries.js';

/**
 * The ports of the registration context wired to their adapters: the registry service (offline
 * default: our own records and the blacklist), the PDF renderer (one Chromium per process, closed
 * on shutdown), the clock and the SQL repositories; and the context's use cases built on them.
 * The EntityManager resolves to the request's own context at call time (and to its open
 * transaction inside `emTransacao`), so one instance serves every request.
 */
@Injectable()
export class CadastroConsultaPortas implements OnApplicationShutdown {
  readonly clock = new SystemClock();
  private readonly pdfPuppeteer = new PdfPuppeteer();
  private readonly logger = new Logger('RelatoriosCadastro');

  constructor(private readonly em: EntityManager, private readonly orm: MikroORM, private readonly relatoriosQueries: RelatoriosQueries) {}

  get consultaDocumentos(): ConsultaDocumentosPort {
    return new ConsultaDocumentosLocal(this.em);
  }

  get pdf(): GeradorPdf {
    return this.pdfPuppeteer;
  }

  private get registros() {
    return new SqlRegistroRepository(this.em);
  }

  cadastrarRegistro() {
    return new CadastrarRegistro(this.registros, this.consultaDocumentos, this.clock);
  }
  registrarProtocoloExterno() {
    return new RegistrarProtocoloExterno(this.registros, this.consultaDocumentos, this.clock);
  }
  analisarItem() {
    return new AnalisarItem(this.registros, (base64) => Buffer.from(base64, 'base64'));
  }
  corrigirItem() {
    return new CorrigirItem(this.registros);
  }
  removerProtocolo() {
    return new RemoverProtocolo(this.registros);
  }
  renovarRegistros() {
    return new RenovarRegistros(this.registros, this.consultaDocumentos, this.clock);
  }

  incluirNaBlacklist() {
    return new IncluirNaBlacklist(new SqlBlacklistRepository(this.em));
  }
  removerDaBlacklist() {
    return new RemoverDaBlacklist(new SqlBlacklistRepository(this.em));
  }

  salvarConfiguracao() {
    return new SalvarConfiguracao(new SqlConfiguracaoCadastroRepository(this.em));
  }
  removerConfiguracao() {
    return new RemoverConfiguracao(new SqlConfiguracaoCadastroRepository(this.em));
  }

  exportarTitular() {
    return new ExportarTitular(new SqlTitularRepository(this.em), this.clock);
  }

  exportacoesRelatorio() {
    return new ExportacoesRelatorio(new SqlFilaRelatorios(this.em), this.relatoriosQueries, this.clock);
  }
  processarRelatorio() {
    return new ProcessarRelatorio(new SqlFilaRelatorios(this.em), this.relatoriosQueries, new ArquivoRelatorio(this.pdf), this.clock, (m) => this.logger.error(m));
  }

  /** Runs `fn` in a context of its own (a job's round, outside any request): its own identity map and connection use. */
  emContextoProprio<T>(fn: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em.fork(), fn);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pdfPuppeteer.fechar();
  }
}

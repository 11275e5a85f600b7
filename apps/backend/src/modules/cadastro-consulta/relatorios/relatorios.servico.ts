import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  BusinessRuleError, COLUNAS_RELATORIO_CADASTRO, ConflictError, exigirCliente, lerFiltroRelatorio, nomeArquivoRelatorio, NotFoundError,
  type FiltroRelatorioLido, type FormatoRelatorio, type RegistroDoRelatorio, type StatusExportacao,
} from '@gr/domain';
import { gerarPlanilha, kx } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';
import { htmlRelatorio } from './relatorio.pdf.js';
import { RelatoriosQueries, type ConsultaRelatorio, type CursorRelatorio } from './relatorios.queries.js';

/** Rows read per page while a job builds its file. */
export const PAGINA_EXPORTACAO = 500;
/** The largest reports a job builds: a PDF is for reading, the spreadsheet for volume. */
export const LIMITE_LINHAS: Readonly<Record<FormatoRelatorio, number>> = { pdf: 5_000, xlsx: 100_000 };
/** A job claimed but not finished after this long (a process that died) is taken again; after 3 tries it fails. */
const MAXIMO_TENTATIVAS = 3;

const MIME: Readonly<Record<FormatoRelatorio, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export interface Exportacao {
  id: number;
  status: StatusExportacao;
  formato: FormatoRelatorio;
  progresso: number;
  total: number | null;
  nome_arquivo: string | null;
  erro: string | null;
}

/** A claimed job: what was asked, by whom. */
export interface TrabalhoRelatorio {
  id: number;
  usuario_id: number;
  formato: FormatoRelatorio;
  filtro: ConsultaRelatorio & { usuario: string };
  tentativas: number;
}

const GRUPO_ADMINISTRADOR = 3;

/**
 * Registration reports (spec 03 §2 /relatorios, §5 "Report filter"): the filter read in the domain
 * and narrowed to the user's clients (a client user only ever its own: asking for another is
 * 403), the listing, and the exports as jobs (relatorios_cadastro) that RelatoriosJob builds.
 */
@Injectable()
export class RelatoriosServico {
  private readonly logger = new Logger('RelatoriosCadastro');

  constructor(private readonly em: EntityManager, private readonly queries: RelatoriosQueries, private readonly portas: CadastroConsultaPortas) {}

  private get db(): Knex {
    return kx(this.em);
  }

  /**
   * The filter as the user may run it. A client user who names no client reports on its own; a
   * named client must be in the user's scope; "Todos os clientes" is every client for staff and
   * the user's own clients otherwise.
   */
  consulta(raw: Record<string, unknown>, eu: UsuarioAutenticado, exigirFormato: boolean): ConsultaRelatorio {
    const entrada: Record<string, unknown> = { ...raw };
    const semCliente = entrada.cliente_id === undefined || entrada.cliente_id === null || entrada.cliente_id === '';
    if (eu.escopo.tipo === 'clientes' && eu.escopo.ids.length === 1 && semCliente) entrada.cliente_id = eu.escopo.ids[0];
    const filtro = lerFiltroRelatorio(entrada, this.portas.clock.now(), { exigirFormato });
    if (filtro.cliente_id) exigirCliente(eu.escopo, filtro.cliente_id);
    const clientes = !filtro.is_todos_clientes ? [filtro.cliente_id!] : eu.escopo.tipo === 'todos' ? null : [...eu.escopo.ids];
    return { filtro, clientes };
  }

  /** Asks for an export: counted first (a PDF past its limit is refused now, not after a wait), then queued. */
  async pedir(raw: Record<string, unknown>, eu: UsuarioAutenticado): Promise<{ id: number; status: 'PENDENTE' }> {
    const consulta = this.consulta(raw, eu, true);
    const formato = consulta.filtro.formato!;
    const linhas = await this.queries.contar(consulta);
    if (linhas > LIMITE_LINHAS[formato]) throw new BusinessRuleError(mensagemLimite(formato, linhas));
    const filtro = { ...consulta, usuario: eu.username };
    const [row] = (await this.db('relatorios_cadastro')
      .insert({ usuario_id: eu.id, filtro: JSON.stringify(filtro), formato, total: linhas })
      .returning(['id'])) as Array<{ id: number }>;
    return { id: row!.id, status: 'PENDENTE' };
  }

  /** A job of the user (or any, for an administrator); another user's is 404. */
  async exportacao(id: number, eu: UsuarioAutenticado): Promise<Exportacao> {
    const row = (await this.db('relatorios_cadastro').where('id', id).first('id', 'usuario_id', 'status', 'formato', 'progresso', 'total', 'nome_arquivo', 'erro')) as
      | (Exportacao & { usuario_id: number })
      | undefined;
    if (!row || (row.usuario_id !== eu.id && eu.grupo_usuario_id !== GRUPO_ADMINISTRADOR)) throw new NotFoundError('Relatório não encontrado');
    const { usuario_id: _u, ...exportacao } = row;
    return exportacao;
  }

  /** The finished file; 409 while the job is still queued or running (or failed). */
  async arquivo(id: number, eu: UsuarioAutenticado): Promise<{ conteudo: Buffer; nome: string; tipo: string }> {
    const e = await this.exportacao(id, eu);
    if (e.status !== 'PRONTO') {
      throw new ConflictError(e.status === 'ERRO' ? `O relatório não foi gerado: ${e.erro ?? 'erro desconhecido'}` : 'O relatório ainda está sendo gerado');
    }
    const row = (await this.db('relatorios_cadastro').where('id', id).first('arquivo')) as { arquivo: Buffer };
    return { conteudo: row.arquivo, nome: e.nome_arquivo!, tipo: MIME[e.formato] };
  }

  /**
   * Takes the next job, if any: the oldest queued one, or one claimed more than 10 minutes ago by a
   * process that never finished it. One statement with `for update skip locked`, so two processes
   * never take the same job and no connection is held between rounds (the embedded database has
   * one).
   */
  async reivindicar(): Promise<TrabalhoRelatorio | null> {
    const r = (await this.db.raw(
      `update relatorios_cadastro set status = 'PROCESSANDO', iniciado_em = now(), tentativas = tentativas + 1, progresso = 0
        where id = (select id from relatorios_cadastro
                     where status = 'PENDENTE' or (status = 'PROCESSANDO' and iniciado_em < now() - interval '10 minutes')
                     order by id limit 1 for update skip locked)
        returning id, usuario_id, formato, filtro, tentativas`,
    )) as { rows: Array<Omit<TrabalhoRelatorio, 'filtro'> & { filtro: TrabalhoRelatorio['filtro'] | string }> };
    const row = r.rows[0];
    if (!row) return null;
    return { ...row, filtro: typeof row.filtro === 'string' ? JSON.parse(row.filtro) : row.filtro };
  }

  /** Finished jobs and their files are kept for `dias` days (a download link is for the session that asked). */
  async apagarAntigos(dias = 7): Promise<number> {
    return this.db('relatorios_cadastro').whereIn('status', ['PRONTO', 'ERRO']).andWhere('concluido_em', '<', this.db.raw(`now() - make_interval(days => ?)`, [dias])).delete();
  }

  /** Builds a claimed job's file, page by page with its progress stored, and stores it (PRONTO) or the failure (ERRO). */
  async processar(t: TrabalhoRelatorio): Promise<StatusExportacao> {
    try {
      if (t.tentativas > MAXIMO_TENTATIVAS) throw new Error(`o relatório falhou ${MAXIMO_TENTATIVAS} vezes`);
      const consulta: ConsultaRelatorio = { filtro: t.filtro.filtro, clientes: t.filtro.clientes };
      const total = await this.queries.contar(consulta);
      await this.db('relatorios_cadastro').where('id', t.id).update({ total, progresso: 0 });
      if (total > LIMITE_LINHAS[t.formato]) throw new BusinessRuleError(mensagemLimite(t.formato, total));
      const linhas: RegistroDoRelatorio[] = [];
      let cursor: CursorRelatorio | null = null;
      for (;;) {
        const pagina = await this.queries.pagina(consulta, cursor, PAGINA_EXPORTACAO);
        linhas.push(...pagina.linhas);
        cursor = pagina.cursor;
        await this.db('relatorios_cadastro').where({ id: t.id, status: 'PROCESSANDO' }).update({ progresso: linhas.length, total: Math.max(total, linhas.length) });
        if (pagina.linhas.length < PAGINA_EXPORTACAO || linhas.length >= LIMITE_LINHAS[t.formato]) break;
      }
      const agora = this.portas.clock.now();
      const arquivo = t.formato === 'xlsx' ? await this.planilha(linhas) : await this.pdf(t.filtro.filtro, consulta.clientes, t.filtro.usuario, agora, linhas);
      const n = await this.db('relatorios_cadastro').where({ id: t.id, status: 'PROCESSANDO' }).update({
        status: 'PRONTO', arquivo: Buffer.from(arquivo), nome_arquivo: nomeArquivoRelatorio(t.formato, agora), progresso: linhas.length, total: linhas.length, concluido_em: this.db.fn.now(), erro: null,
      });
      return n ? 'PRONTO' : 'ERRO';
    } catch (e) {
      const mensagem = e instanceof Error ? e.message : String(e);
      this.logger.error(`relatório ${t.id}: ${mensagem}`);
      await this.db('relatorios_cadastro').where('id', t.id).update({ status: 'ERRO', erro: mensagem.slice(0, 500), concluido_em: this.db.fn.now() });
      return 'ERRO';
    }
  }

  private planilha(linhas: RegistroDoRelatorio[]): Promise<Buffer> {
    return gerarPlanilha('Relatório de cadastro', [...COLUNAS_RELATORIO_CADASTRO], linhas as unknown as Array<Record<string, unknown>>);
  }

  private async pdf(filtro: FiltroRelatorioLido, clientes: number[] | null, usuario: string, agora: Date, linhas: RegistroDoRelatorio[]): Promise<Uint8Array> {
    const nomes = await this.queries.nomesClientes(clientes);
    return this.portas.pdf.gerar(htmlRelatorio({ filtro, clientes: nomes, usuario, geradoEm: agora }, linhas), { paisagem: true, formato: 'Letter' });
  }
}

function mensagemLimite(formato: FormatoRelatorio, linhas: number): string {
  const n = (v: number) => v.toLocaleString('pt-BR');
  return formato === 'pdf'
    ? `O relatório tem ${n(linhas)} linhas; o PDF aceita até ${n(LIMITE_LINHAS.pdf)}. Use o Excel ou um período menor.`
    : `O relatório tem ${n(linhas)} linhas; o Excel aceita até ${n(LIMITE_LINHAS.xlsx)}. Escolha um período menor.`;
}


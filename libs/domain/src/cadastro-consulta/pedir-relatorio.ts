import { BusinessRuleError, ConflictError, NotFoundError } from '../shared/index.js';
import { exigirCliente, GRUPO, type Clock, type EscopoTenant } from '../identity/index.js';
import type { ConsultaRelatorio, Exportacao, FilaRelatorios, FonteRelatorio } from './ports.js';
import { lerFiltroRelatorio, type FormatoRelatorio } from './relatorios.js';

/** Rows read per page while a job builds its file. */
export const PAGINA_EXPORTACAO = 500;
/** The largest reports a job builds: a PDF is for reading, the spreadsheet for volume. */
export const LIMITE_LINHAS: Readonly<Record<FormatoRelatorio, number>> = { pdf: 5_000, xlsx: 100_000 };

export const MIME_RELATORIO: Readonly<Record<FormatoRelatorio, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The refusal of a report past its format's limit, with the way out. */
export function mensagemLimiteRelatorio(formato: FormatoRelatorio, linhas: number): string {
  const n = (v: number) => v.toLocaleString('pt-BR');
  return formato === 'pdf'
    ? `O relatório tem ${n(linhas)} linhas; o PDF aceita até ${n(LIMITE_LINHAS.pdf)}. Use o Excel ou um período menor.`
    : `O relatório tem ${n(linhas)} linhas; o Excel aceita até ${n(LIMITE_LINHAS.xlsx)}. Escolha um período menor.`;
}

/**
 * The filter as the user may run it (spec 03 §5 "Report filter"). A client user who names no
 * client reports on its own (when it has one); a named client must be in the user's scope (403);
 * "Todos os clientes" is every client for staff and the user's own clients otherwise.
 */
export function consultaDoRelatorio(raw: Record<string, unknown>, escopo: EscopoTenant, agora: Date, exigirFormato: boolean): ConsultaRelatorio {
  const entrada: Record<string, unknown> = { ...raw };
  const semCliente = entrada.cliente_id === undefined || entrada.cliente_id === null || entrada.cliente_id === '';
  if (escopo.tipo === 'clientes' && escopo.ids.length === 1 && semCliente) entrada.cliente_id = escopo.ids[0];
  const filtro = lerFiltroRelatorio(entrada, agora, { exigirFormato });
  if (filtro.cliente_id) exigirCliente(escopo, filtro.cliente_id);
  const clientes = !filtro.is_todos_clientes ? [filtro.cliente_id!] : escopo.tipo === 'todos' ? null : [...escopo.ids];
  return { filtro, clientes };
}

interface UsuarioRelatorio {
  id: number;
  username: string;
  grupo_usuario_id: number;
  escopo: EscopoTenant;
}

/**
 * The report exports as jobs (ARCHITECTURE.md "long reports run as jobs with their progress
 * stored and shown"): asked for (counted first, so a PDF past its limit is refused now and not
 * after a wait), followed, downloaded. A job is its owner's; an administrator reads any.
 */
export class ExportacoesRelatorio {
  constructor(private readonly fila: FilaRelatorios, private readonly fonte: FonteRelatorio, private readonly clock: Clock) {}

  consulta(raw: Record<string, unknown>, usuario: { escopo: EscopoTenant }, exigirFormato: boolean): ConsultaRelatorio {
    return consultaDoRelatorio(raw, usuario.escopo, this.clock.now(), exigirFormato);
  }

  async pedir(raw: Record<string, unknown>, usuario: UsuarioRelatorio): Promise<{ id: number; status: 'PENDENTE' }> {
    const consulta = this.consulta(raw, usuario, true);
    const formato = consulta.filtro.formato!;
    const total = await this.fonte.contar(consulta);
    if (total > LIMITE_LINHAS[formato]) throw new BusinessRuleError(mensagemLimiteRelatorio(formato, total));
    const id = await this.fila.enfileirar({ usuario_id: usuario.id, filtro: { ...consulta, usuario: usuario.username }, formato, total });
    return { id, status: 'PENDENTE' };
  }

  /** A job of the user (or any, for an administrator); another user's is 404. */
  async exportacao(id: number, usuario: UsuarioRelatorio): Promise<Exportacao> {
    const row = await this.fila.exportacao(id);
    if (!row || (row.usuario_id !== usuario.id && usuario.grupo_usuario_id !== GRUPO.ADMINISTRADOR)) throw new NotFoundError('Relatório não encontrado');
    const { usuario_id: _u, ...exportacao } = row;
    return exportacao;
  }

  /** The finished file; 409 while the job is still queued or running (or failed). */
  async arquivo(id: number, usuario: UsuarioRelatorio): Promise<{ conteudo: Uint8Array; nome: string; tipo: string }> {
    const e = await this.exportacao(id, usuario);
    if (e.status !== 'PRONTO') {
      throw new ConflictError(e.status === 'ERRO' ? `O relatório não foi gerado: ${e.erro ?? 'erro desconhecido'}` : 'O relatório ainda está sendo gerado');
    }
    return { conteudo: await this.fila.conteudo(id), nome: e.nome_arquivo!, tipo: MIME_RELATORIO[e.formato] };
  }
}

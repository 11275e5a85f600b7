import { BusinessRuleError } from '../shared/index.js';
import type { Clock } from '../identity/index.js';
import { LIMITE_LINHAS, mensagemLimiteRelatorio, PAGINA_EXPORTACAO } from './pedir-relatorio.js';
import type { ConsultaRelatorio, CursorRelatorio, FilaRelatorios, FonteRelatorio, GeradorArquivoRelatorio, TrabalhoRelatorio } from './ports.js';
import { nomeArquivoRelatorio, type RegistroDoRelatorio, type StatusExportacao } from './relatorios.js';

/** A job claimed again after this many tries (a process that died each time) fails. */
export const MAXIMO_TENTATIVAS_RELATORIO = 3;
/** Finished jobs and their files are kept this many days (a download link is for the session that asked). */
export const DIAS_GUARDA_RELATORIO = 7;

/**
 * The report job (spec 03 §2 /relatorios): claims the next queued export and builds its file page
 * by page, with its progress stored; the file is stored (PRONTO) or the failure (ERRO). The
 * count is taken again when the job runs: the rows may have grown past the format's limit.
 */
export class ProcessarRelatorio {
  constructor(
    private readonly fila: FilaRelatorios,
    private readonly fonte: FonteRelatorio,
    private readonly arquivos: GeradorArquivoRelatorio,
    private readonly clock: Clock,
    private readonly registrarErro: (mensagem: string) => void = () => undefined,
  ) {}

  /** One job: claims the next and builds it; null when there was none to take. */
  async proximo(): Promise<{ id: number; formato: TrabalhoRelatorio['formato']; status: StatusExportacao } | null> {
    const t = await this.fila.reivindicar();
    if (!t) return null;
    return { id: t.id, formato: t.formato, status: await this.processar(t) };
  }

  async processar(t: TrabalhoRelatorio): Promise<StatusExportacao> {
    try {
      if (t.tentativas > MAXIMO_TENTATIVAS_RELATORIO) throw new Error(`o relatório falhou ${MAXIMO_TENTATIVAS_RELATORIO} vezes`);
      const consulta: ConsultaRelatorio = { filtro: t.filtro.filtro, clientes: t.filtro.clientes };
      const total = await this.fonte.contar(consulta);
      await this.fila.registrarTotal(t.id, total);
      if (total > LIMITE_LINHAS[t.formato]) throw new BusinessRuleError(mensagemLimiteRelatorio(t.formato, total));
      const linhas: RegistroDoRelatorio[] = [];
      let cursor: CursorRelatorio | null = null;
      for (;;) {
        const pagina = await this.fonte.pagina(consulta, cursor, PAGINA_EXPORTACAO);
        linhas.push(...pagina.linhas);
        cursor = pagina.cursor;
        await this.fila.registrarProgresso(t.id, linhas.length, Math.max(total, linhas.length));
        if (pagina.linhas.length < PAGINA_EXPORTACAO || linhas.length >= LIMITE_LINHAS[t.formato]) break;
      }
      const agora = this.clock.now();
      const conteudo =
        t.formato === 'xlsx'
          ? await this.arquivos.planilha(linhas)
          : await this.arquivos.pdf({ filtro: t.filtro.filtro, clientes: await this.fonte.nomesClientes(consulta.clientes), usuario: t.filtro.usuario, geradoEm: agora }, linhas);
      const pronto = await this.fila.concluir(t.id, { conteudo, nome: nomeArquivoRelatorio(t.formato, agora), linhas: linhas.length });
      return pronto ? 'PRONTO' : 'ERRO';
    } catch (e) {
      const mensagem = e instanceof Error ? e.message : String(e);
      this.registrarErro(`relatório ${t.id}: ${mensagem}`);
      await this.fila.falhar(t.id, mensagem.slice(0, 500));
      return 'ERRO';
    }
  }

  /** Drops the jobs finished more than DIAS_GUARDA_RELATORIO days ago, files included. */
  apagarAntigos(dias = DIAS_GUARDA_RELATORIO): Promise<number> {
    return this.fila.apagarAntigos(dias);
  }
}

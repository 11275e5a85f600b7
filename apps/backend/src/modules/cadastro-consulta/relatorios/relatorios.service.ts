import { Injectable } from '@nestjs/common';
import type { ConsultaRelatorio, Exportacao } from '@gr/domain';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';

/**
 * Registration reports (spec 03 §2 /relatorios, §5 "Report filter"): the filter read in the domain
 * and narrowed to the user's clients (a client user only ever its own: asking for another is
 * 403), and the exports as jobs (ExportacoesRelatorio, ProcessarRelatorio) that RelatoriosJob runs.
 */
@Injectable()
export class RelatoriosService {
  constructor(private readonly portas: CadastroConsultaPortas) {}

  consulta(raw: Record<string, unknown>, eu: UsuarioAutenticado, exigirFormato: boolean): ConsultaRelatorio {
    return this.portas.exportacoesRelatorio().consulta(raw, eu, exigirFormato);
  }

  pedir(raw: Record<string, unknown>, eu: UsuarioAutenticado): Promise<{ id: number; status: 'PENDENTE' }> {
    return this.portas.exportacoesRelatorio().pedir(raw, eu);
  }

  exportacao(id: number, eu: UsuarioAutenticado): Promise<Exportacao> {
    return this.portas.exportacoesRelatorio().exportacao(id, eu);
  }

  arquivo(id: number, eu: UsuarioAutenticado): Promise<{ conteudo: Uint8Array; nome: string; tipo: string }> {
    return this.portas.exportacoesRelatorio().arquivo(id, eu);
  }

  /** Claims the next job and builds its file; null when none was waiting. */
  proximo() {
    return this.portas.processarRelatorio().proximo();
  }

  /** Finished jobs and their files are kept for `dias` days (a download link is for the session that asked). */
  apagarAntigos(dias?: number): Promise<number> {
    return this.portas.processarRelatorio().apagarAntigos(dias);
  }
}

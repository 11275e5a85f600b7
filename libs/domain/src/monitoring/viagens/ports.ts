import type { EscopoTenant } from '../../identity/index.js';
import type { AcaoViagem, StatusViagem } from './estados.js';

/** Who acts on a trip, and from where (the IP kept in its history). One for the form and the lifecycle. */
export interface AutorViagem {
  usuario: { id: number; username: string; grupo_usuario_id: number; escopo: EscopoTenant };
  origem: string;
}

/** A row of the trip's history (monitoramento_eventos): every save and every transition. */
export interface EventoViagem {
  viagemId: number;
  acao: AcaoViagem | 'CRIAR' | 'OCORRENCIA' | 'CONFERENCIA';
  antes: StatusViagem | null;
  depois: StatusViagem | null;
  autor: AutorViagem;
  detalhe?: Record<string, unknown>;
}

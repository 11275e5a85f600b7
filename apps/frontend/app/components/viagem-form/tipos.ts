import type { Esquema } from '~/lib/tipos';

/** The trip as GET /api/monitoramentos/{id} answers it (in `monitoramento`). */
export type ViagemDetalhe = Esquema<'ViagemDetalheDto'>;

/**
 * What the form's resource route (routes/recursos.viagem.ts) answers for the vehicle check: POST
 * {veiculoId}/checklist_veiculo's own answer (`msg`, and a status when the vehicle may not go), or
 * its refusal put the same way.
 */
export type ResultadoChecklistVeiculo = Esquema<'ChecagemVeiculoDto'>;

/** ...and for the special release: POST autenticacao_liberacao's one-use token, or the refusal's message. */
export type ResultadoLiberacao = Partial<Esquema<'LiberacaoViagemDto'>> & { error?: string };

/** A trip occurrence row (GET {id}/ocorrencias). */
export type OcorrenciaDaViagem = Esquema<'OcorrenciaViagemDto'>;

/** An occurrence type, with the trip statuses it may be recorded in (GET ocorrencias/get_ocorrencias?status=). */
export type TipoOcorrencia = Esquema<'OcorrenciasDto'>;

import { ApiProperty } from '@nestjs/swagger';
import { Campo, CampoNulo, IdObrigatorio } from '../../masters/comum/dto.js';

const DATA = { format: 'date-time' } as const;
const VINCULO = { example: 'FROTA', description: "FROTA, AGREGADO, AUTONOMO ou 'SEM VÍNCULO'" } as const;

export class ResumoDashboardDto {
  @Campo() viagens!: number;
  @Campo() agendadas!: number;
  @Campo() em_viagem!: number;
  @Campo() finalizadas!: number;
  @Campo() canceladas!: number;
  @Campo({ description: 'Soma do valor embarcado das SMs não canceladas (R$)' }) valor_embarcado!: number;
  @Campo({ description: 'Ocorrências registradas no período' }) ocorrencias!: number;
  @Campo({ description: 'Checklists cadastrados no período' }) checklists!: number;
}
export class ChecklistsVinculoDto {
  @Campo(VINCULO) vinculo!: string;
  @Campo({ example: 'APROVADO' }) status!: string;
  @Campo() quantidade!: number;
}
export class ViagensPorTipoDto {
  @Campo({ example: 'TRANSFERÊNCIA' }) tipo!: string;
  @Campo(VINCULO) vinculo!: string;
  @Campo() quantidade!: number;
}
export class ViagensPorSituacaoDto {
  @Campo({ example: 'EM MOVIMENTO' }) situacao_viagem!: string;
  @Campo() quantidade!: number;
  @Campo({ description: 'Valor embarcado (R$)' }) valor!: number;
}
export class EstadoEntregaVinculoDto {
  @Campo({ ...VINCULO, description: 'O vínculo do veículo na SM' }) tipo!: string;
  @Campo({ description: 'Em viagem dentro da previsão de fim' }) em_transito!: number;
  @Campo({ description: 'Finalizadas dentro do prazo' }) no_prazo!: number;
  @Campo({ description: 'Finalizadas fora do prazo, ou em viagem depois da previsão de fim' }) em_atrasado!: number;
}
export class OcorrenciasPorNivelDto {
  @Campo({ description: 'Grau de risco do tipo de ocorrência: 1 baixo, 2 médio, 3 alto' }) grau_risco!: number;
  @Campo({ description: 'Valor embarcado (R$) das SMs com ocorrência desse grau, cada SM uma vez' }) valores!: number;
  @Campo() quantidade!: number;
}

/** GET monitoramentos/dashboard (spec 02 §3 "Dashboard data"). */
export class DashboardDto {
  @Campo(DATA) inicio_periodo!: string;
  @Campo(DATA) final_periodo!: string;
  @CampoNulo(Number, { description: 'O cliente pedido; nulo: todo o alcance do usuário' }) cliente_id!: number | null;
  @CampoNulo(String, { description: 'Nome do cliente pedido' }) cliente!: string | null;
  @Campo() resumo!: ResumoDashboardDto;
  @ApiProperty({ type: [ChecklistsVinculoDto] }) checklists!: ChecklistsVinculoDto[];
  @ApiProperty({ type: [ViagensPorTipoDto] }) viagens_por_tipo!: ViagensPorTipoDto[];
  @ApiProperty({ type: [ViagensPorSituacaoDto] }) viagens_por_situacao_ag!: ViagensPorSituacaoDto[];
  @ApiProperty({ type: [EstadoEntregaVinculoDto] }) viagens_estado_entrega_vinculo!: EstadoEntregaVinculoDto[];
  @ApiProperty({ type: [OcorrenciasPorNivelDto] }) ocorrencias_por_nivel!: OcorrenciasPorNivelDto[];
}

export class ClienteDashboardAdminDto {
  @Campo() cliente_id!: number;
  @CampoNulo(String) cliente!: string | null;
  @Campo() viagens!: number;
  @Campo() em_viagem!: number;
  @Campo() finalizadas!: number;
  @Campo() canceladas!: number;
  @Campo() valor_embarcado!: number;
  @Campo() ocorrencias!: number;
}
export class ViagensPorDiaDto {
  @Campo({ example: '2026-11-03', description: 'Dia (America/Sao_Paulo) do início, ou do início previsto' }) dia!: string;
  @Campo() quantidade!: number;
  @Campo() canceladas!: number;
}
/** GET monitoramentos/dashboard_admin. */
export class DashboardAdminDto {
  @Campo(DATA) inicio_periodo!: string;
  @Campo(DATA) final_periodo!: string;
  @ApiProperty({ type: [ClienteDashboardAdminDto], description: 'Os 20 clientes com mais SMs no período' }) por_cliente!: ClienteDashboardAdminDto[];
  @ApiProperty({ type: [ViagensPorDiaDto] }) viagens_por_dia!: ViagensPorDiaDto[];
}

export class TipoAlertaDto {
  @Campo({ example: 'RISCO', description: "O tipo do tipo de ocorrência; 'OUTROS' sem tipo" }) nome!: string;
  @Campo({ example: '#8e1b1b', description: 'A cor do nível' }) cor!: string;
}
export class AlertaPendenteDto {
  @Campo({ description: 'Id do alerta (a ocorrência registrada pelo acompanhamento); o de conclui_alerta' }) alerta_id!: number;
  @Campo() tipo!: TipoAlertaDto;
  @Campo({ example: '#8e1b1b' }) cor!: string;
  @Campo({ example: 'DESVIO DE ROTA · RQW4C21' }) titulo!: string;
  @Campo({ enum: [0, 1, 2, 3], description: '0 gravíssimo, 1 grave, 2 médio, 3 baixo' }) nivel!: number;
  @Campo({ example: 'Grave' }) nivel_descricao!: string;
  @Campo() codigo!: number;
  @Campo({ example: 'DESVIO DE ROTA' }) ocorrencia!: string;
  @CampoNulo(String) descricao!: string | null;
  @Campo() sm_id!: number;
  @CampoNulo(String) placa!: string | null;
  @Campo() cliente_id!: number;
  @CampoNulo(String) cliente!: string | null;
  @Campo(DATA) data_cadastro!: string;
  @Campo({ description: 'Minutos desde o alerta' }) minutos!: number;
}
export class GrupoAlertasDto {
  @Campo({ example: 'RISCO' }) nome!: string;
  @Campo() quantidade!: number;
  @ApiProperty({ type: [AlertaPendenteDto] }) alertas!: AlertaPendenteDto[];
}

export class NivelAlertaDto {
  @Campo({ enum: [0, 1, 2, 3] }) nivel!: number;
  @Campo({ example: 'Gravíssimo' }) descricao!: string;
  @Campo({ example: '#8e1b1b' }) cor!: string;
  @Campo() quantidade!: number;
}
export class FaixaTempoAlertaDto {
  @Campo({ example: '5 a 10 min' }) tempo!: string;
  @Campo() de_minutos!: number;
  @CampoNulo(Number, { description: 'Nulo na última faixa (90 min ou mais)' }) ate_minutos!: number | null;
  @Campo() quantidade!: number;
  @Campo({ description: 'Gravíssimos' }) nivel_0!: number;
  @Campo({ description: 'Graves' }) nivel_1!: number;
  @Campo({ description: 'Médios' }) nivel_2!: number;
  @Campo({ description: 'Baixos' }) nivel_3!: number;
}
/** GET monitoramentos/alertas_agregados_por_tempo (spec 02 §3 "Alert: nivel and tempo", §9). */
export class AlertasAgregadosDto {
  @Campo() total!: number;
  @ApiProperty({ type: [NivelAlertaDto] }) niveis!: NivelAlertaDto[];
  @ApiProperty({ type: [FaixaTempoAlertaDto] }) tempos!: FaixaTempoAlertaDto[];
}

export class ConcluiAlertaBodyDto {
  @IdObrigatorio({ description: 'O alerta_id de alertas_pendentes' }) alerta_id!: number;
}
export class AlertaConcluidoDto {
  @Campo({ example: 'Alerta concluído com sucesso' }) msg!: string;
  @Campo() alerta_id!: number;
  @CampoNulo(String) username_conclusao!: string | null;
  @CampoNulo(String, DATA) data_conclusao!: string | null;
}

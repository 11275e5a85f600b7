import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Aninhado, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Texto, VersaoLida } from '../../masters/comum/dto.js';

const DATA = { example: '2026-11-26 10:30:00.000-0300', description: 'ISO 8601 ou yyyy-MM-dd HH:mm:00.000-0300 (sem fuso: Brasília)' };

// ---- Bodies ----------------------------------------------------------------------------------

export class IniciarViagemInputDto {
  @Texto({ ...DATA, description: `Previsão de início corrigida na janela de início. ${DATA.description}` }) previsao_inicio?: string | null;
  @VersaoLida() updated_at?: string | null;
}
export class IniciarViagemBodyDto {
  @Aninhado(IniciarViagemInputDto) monitoramento?: IniciarViagemInputDto | null;
}

export class FinalizarViagemInputDto {
  @Texto({ ...DATA, description: `Data do fim da viagem (padrão: agora). ${DATA.description}` }) fim_data?: string | null;
  @Texto({ ...DATA, description: 'Momento do fim da viagem; tem precedência sobre fim_data' }) viagem_fim_em?: string | null;
  @VersaoLida() updated_at?: string | null;
}
export class FinalizarViagemBodyDto {
  @Aninhado(FinalizarViagemInputDto) monitoramento?: FinalizarViagemInputDto | null;
}

export class CancelarViagemInputDto {
  @ApiPropertyOptional({
    oneOf: [{ type: 'string', maxLength: 200 }, { type: 'array', items: { type: 'string' }, maxItems: 20 }],
    description: 'Motivo(s) do cancelamento (GET {id}/motivos ou texto livre); obrigatório',
    example: 'VIAGEM ADIADA PELO CLIENTE',
  })
  @IsOptional()
  @ValidateBy({
    name: 'motivos',
    validator: {
      validate: (v: unknown) => v === null || typeof v === 'string' || (Array.isArray(v) && v.length <= 20 && v.every((x) => typeof x === 'string')),
      defaultMessage: () => 'deve ser um texto ou uma lista de textos',
    },
  })
  motivos?: string | string[] | null;
  @Texto({ ...DATA, description: `Data do cancelamento (padrão: agora). ${DATA.description}` }) data_cancelamento?: string | null;
  @Texto({ maxLength: 2000 }) observacao?: string | null;
}
export class CancelarViagemBodyDto {
  @Envelope(CancelarViagemInputDto) monitoramento!: CancelarViagemInputDto;
}

export class RecuperarViagemBodyDto {
  @Id({ description: 'A SM do caminho (se enviado, deve ser o mesmo)' }) id?: number | null;
}

export class NovaOcorrenciaInputDto {
  @Id({ description: "Tipo de ocorrência; ausente: 'A Ocorrencia não foi selecionada!'" }) ocorrencia_id?: number | null;
  @Texto({ maxLength: 4000 }) descricao?: string | null;
}
export class NovaOcorrenciaBodyDto {
  @Envelope(NovaOcorrenciaInputDto) ocorrencia!: NovaOcorrenciaInputDto;
}

export class OcorrenciaAvulsaInputDto {
  @Id({ description: "Tipo de ocorrência; ausente: 'A Ocorrencia não foi selecionada!'" }) ocorrencia_id?: number | null;
  @Id() veiculo_id?: number | null;
  @Texto({ maxLength: 10, example: 'ABC1D23', description: 'Placa, quando não vem veiculo_id' }) placa?: string | null;
  @Id({ description: 'Cliente; padrão: o único cliente vinculado ao veículo' }) cliente_id?: number | null;
  @Id({ description: 'SM: a ocorrência passa a ser dela' }) solicitacao_monitoramento_id?: number | null;
  @Texto({ maxLength: 4000 }) descricao?: string | null;
}
export class OcorrenciaAvulsaBodyDto {
  @Envelope(OcorrenciaAvulsaInputDto) ocorrencia!: OcorrenciaAvulsaInputDto;
}

export class ConferenciaOcorrenciaInputDto {
  @Texto({ maxLength: 2000 }) observacao?: string | null;
}
export class ConferenciaOcorrenciaBodyDto {
  @Aninhado(ConferenciaOcorrenciaInputDto) conferencia?: ConferenciaOcorrenciaInputDto | null;
}

export class NovaObservacaoInputDto {
  @IdObrigatorio() solicitacao_monitoramento_id!: number;
  @Texto({ maxLength: 4000, description: 'Obrigatória' }) observacao?: string | null;
  @Texto({ maxLength: 60, example: '-23.55,-46.63', description: 'Padrão: a última posição do veículo' }) lat_lng?: string | null;
}
export class NovaObservacaoBodyDto {
  @Envelope(NovaObservacaoInputDto) observacao!: NovaObservacaoInputDto;
}

export class AlterarSituacaoBodyDto {
  @IdObrigatorio({ description: 'A SM' }) id!: number;
  @IdObrigatorio() situacao_viagem_id!: number;
}

// ---- Answers ---------------------------------------------------------------------------------

export class CicloRespostaDto {
  @Campo({ example: 'SM iniciada com sucesso! placa: ABC1D23' }) msg!: string;
  @Campo() id!: number;
  @Campo({ enum: [1, 2, 3, 4], description: '1 AGENDADA, 2 EM_VIAGEM, 3 FINALIZADA, 4 CANCELADA' }) status!: number;
}

export class VerificaFimDto {
  @Campo({ description: 'Os avisos a confirmar, um por linha (ou a nota de que não há)' }) informativo!: string;
  @CampoNulo(Number, { description: 'Km da última posição ao ponto final da rota' }) distancia!: number | null;
  @CampoNulo(Number) tipo_viagem_id!: number | null;
  @Campo({ description: 'Agora está antes ou na previsão de fim' }) dentro_do_prazo!: boolean;
  @CampoNulo(String, { description: 'Aviso de distância (> 15 km ou sem posição) a confirmar' }) aviso_distancia!: string | null;
  @CampoNulo(String, { description: 'Aviso de prazo dos tipos 2 e 6 a confirmar' }) aviso_prazo!: string | null;
}

export class MotivosCancelamentoDto {
  @ApiProperty({ type: [String] }) motivos!: string[];
}

export class OcorrenciaRegistradaDto {
  @Campo({ example: 'Ocorrência registrada com sucesso' }) msg!: string;
  @Campo() id!: number;
}

export class ConferidaDto {
  @Campo({ example: 'Ocorrência conferida com sucesso' }) msg!: string;
  @Campo() id!: number;
}

export class ObservacaoRegistradaDto {
  @Campo({ example: 'Observação incluída com sucesso' }) msg!: string;
  @Campo() id!: number;
}

export class VinculoTecnologiaDto {
  @Campo() resultado!: boolean;
}
export class RotaIndisponivelDto {
  @Campo() error!: string;
  @CampoNulo(Number, { description: 'A rota a editar (/rota/{rota_id})' }) rota_id!: number | null;
}

export class AcaoDaSituacaoDto {
  @Campo({ description: 'situacao_viagem_acoes_pgr.id' }) id!: number;
  @Campo() acoes_pgr_id!: number;
  @Campo({ example: 'CONTATAR MOTORISTA' }) acao_pgr!: string;
  @Campo({ example: '00:10:00' }) tempo_execucao!: string;
  @Campo({ example: '00:05:00' }) tempo_tolerancia!: string;
  @Campo() acao_modifica!: boolean;
  @Campo({ enum: ['Veiculo > Central', 'Central > Veiculo'] }) sentido!: string;
  @Campo({ format: 'date-time', description: 'A ação vence: agora + tempo_execucao' }) prazo!: string;
  @Campo({ format: 'date-time', description: 'Atrasada depois de: prazo + tempo_tolerancia' }) limite!: string;
}

export class SituacaoAlteradaDto {
  @Campo({ example: 'Situação alterada com sucesso' }) msg!: string;
  @Campo({ example: 'PARADO' }) situacao_viagem!: string;
  @Campo({ example: '14:35 26-11', description: 'HH:mm DD-MM (Brasília), copiado junto com a situação' }) data!: string;
  @ApiProperty({ type: [AcaoDaSituacaoDto], description: 'As ações PGR ativas da nova situação, com prazo e limite, a mais urgente primeiro' }) acoes!: AcaoDaSituacaoDto[];
}

export class OcorrenciaViagemDto {
  @Campo() id!: number;
  @Campo() ocorrencia_id!: number;
  @Campo() codigo!: number;
  @Campo() descricao!: string;
  @Campo() grau_risco!: number;
  @CampoNulo(String) observacao!: string | null;
  @Campo() username_add!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo() conferida!: boolean;
  @CampoNulo(String) username_conferencia!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_conferencia!: string | null;
  @CampoNulo(String) observacao_conferencia!: string | null;
  @CampoNulo(String) lat_lng!: string | null;
}
export class OcorrenciasViagemPageDto extends GridPageDto {
  @ApiProperty({ type: [OcorrenciaViagemDto] }) rows!: OcorrenciaViagemDto[];
}

export class ObservacaoViagemDto {
  @Campo() id!: number;
  @Campo() observacao!: string;
  @CampoNulo(String) lat_lng!: string | null;
  @Campo() username_add!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class ObservacoesViagemPageDto extends GridPageDto {
  @ApiProperty({ type: [ObservacaoViagemDto] }) rows!: ObservacaoViagemDto[];
}

export class EventoViagemDto {
  @Campo() id!: number;
  @Campo({ example: 'FINALIZAR' }) acao!: string;
  @CampoNulo(Number) status_antes!: number | null;
  @CampoNulo(Number) status_depois!: number | null;
  @Campo() username!: string;
  @CampoNulo(String) ip!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) detalhe!: Record<string, unknown>;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}

export class ViagemPorPlacaDto {
  @Campo() id!: number;
  @CampoNulo(String) placa!: string | null;
  @Campo({ enum: [1, 2] }) status!: number;
  @Campo({ example: 'EM_VIAGEM' }) status_nome!: string;
  @Campo() cliente_id!: number;
  @CampoNulo(Number) situacao_viagem_id!: number | null;
  @CampoNulo(String) situacao_viagem!: string | null;
  @CampoNulo(String, { format: 'date-time' }) previsao_inicio!: string | null;
  @CampoNulo(String, { format: 'date-time' }) previsao_fim!: string | null;
}

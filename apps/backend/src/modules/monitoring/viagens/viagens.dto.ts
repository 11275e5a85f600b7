import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Booleano, Campo, CampoNulo, Dinheiro, Envelope, Id, IdObrigatorio, Texto, VersaoLida } from '../../masters/comum/dto.js';

/** The 403 of a trip's reads (exigirLeituraViagem), for their Swagger answers. */
export const ESCOPO_LEITURA = 'SM que o usuário não pode ler (nem do seu cliente, nem embarcada por um cliente que ele gerencia): Não há permissão';

const DATA = { example: '2026-11-26 10:00:00.000-0300', description: "ISO ou 'yyyy-MM-dd HH:mm:00.000-0300' (sem fuso: Brasília)" };

/** The trip form (spec 02 §3 "Trip (monitoramento) form"); the domain reads and checks each field (pedido.ts). */
export class ViagemInputDto {
  @Id({ description: 'Cliente (usuário de cliente: o próprio)' }) cliente_id?: number | null;
  @Id({ description: 'Veículo (cavalo ou veículo da viagem)' }) veiculo_id?: number | null;
  @Id() carreta1_id?: number | null;
  @Id() carreta2_id?: number | null;
  @Id() carreta3_id?: number | null;
  @Id({ description: 'Motorista' }) funcionario_id?: number | null;
  @Texto({ example: '(11)98765-4321', description: 'Sem o primeiro telefone vale o do cadastro do motorista' }) fone1?: string | null;
  @Texto() fone2?: string | null;
  @Texto() fone3?: string | null;
  @Id({ description: 'Rota do cliente, escolhida na lista' }) rota_id?: number | null;
  @Id({ description: 'Tecnologia (telemonitorado: sempre 13)' }) tecnologia_id?: number | null;
  @Id() embarcador_id?: number | null;
  @Id({ description: 'PGR do cliente (sem ele: o padrão do cliente)' }) pgr_cliente_id?: number | null;
  @Texto(DATA) previsao_inicio?: string | null;
  @Texto(DATA) previsao_fim?: string | null;
  @Dinheiro({ description: 'Valor do embarque (R$), não negativo; veículo sem carga: 0' }) valor_embarque?: number | string | null;
  @Booleano() veiculo_sem_carga?: boolean;
  @Booleano({ description: 'Viagem telemonitorada: tecnologia 13, sem liberação de checklist' }) telemonitorado?: boolean;
  @Texto({ description: 'Número da isca (ISCA)' }) numero_spy?: string | null;
  @Texto({ description: 'Tecnologia da isca (ISCA)' }) tecnologia_spy?: string | null;
  @Texto() dados_adicionais?: string | null;
  @Id({ description: 'Tipo de viagem (1 transferência, 2 distribuição, 3 exportação, 4 importação, 5 circuito, 6 coleta)' }) tipo_viagem_id?: number | null;
  @Texto({ description: 'Token da liberação especial (autenticacao_liberacao)' }) liberacao?: string | null;
  @Booleano({ description: 'Aceite de salvar com o veículo sem espelhamento (sem posição recente)' }) aceite_sem_espelhamento?: boolean;
  @Texto({ description: 'Observação (edição)' }) observacao?: string | null;
  @VersaoLida() updated_at?: string | null;
}
export class ViagemBodyDto {
  @Envelope(ViagemInputDto) monitoramento!: ViagemInputDto;
}

export class ViagemSalvaDto {
  @Campo() id!: number;
  @Campo({ example: 'SM cadastrada com sucesso!' }) msg!: string;
  @Campo({ description: 'Pontuação das regras de risco do cliente' }) pontuacao_risco!: number;
}

export class ChecagemInputDto {
  @IdObrigatorio() cliente_id!: number;
  @Id() pgr_cliente_id?: number | null;
  @Texto(DATA) previsao_inicio?: string | null;
}
export class ChecagemBodyDto {
  @Envelope(ChecagemInputDto) monitoramento!: ChecagemInputDto;
}
export class ChecagemVeiculoDto {
  @ApiProperty({ required: false, enum: ['ERRO', 'ANDAMENTO'], description: 'Ausente quando o checklist do veículo está válido' }) status?: string;
  @Campo() msg!: string;
}

export class LiberacaoViagemInputDto {
  @Texto({ description: 'Usuário do autorizador' }) username?: string | null;
  @Texto({ description: 'Senha do autorizador', format: 'password' }) password?: string | null;
  @Id() _cliente_id?: number | null;
  @Id() _pgr_cliente_id?: number | null;
  @Id() _veiculo_id?: number | null;
}
export class LiberacaoViagemBodyDto {
  @Envelope(LiberacaoViagemInputDto) liberacao!: LiberacaoViagemInputDto;
}
export class LiberacaoViagemDto {
  @Campo({ description: 'Token da liberação: enviar em monitoramento.liberacao ao salvar (vale 30 minutos, uma vez)' }) liberacao!: string;
  @Campo({ example: 'SM liberada por SUPERVISOR' }) mensagem!: string;
  @Campo() msg!: string;
}
export class LiberacaoViagemRecusadaDto {
  @Campo() error!: string;
  @Campo() mensagem!: string;
}

class ViagemIdNomeDto {
  @Campo() id!: number;
  @Campo() nome!: string;
}
class ViagemMotoristaDto {
  @Campo() id!: number;
  @Campo() nome!: string;
  @Campo() cpf!: string;
}
class ViagemRotaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
}

/** The trip detail of the contract (GET monitoramentos/{id}). */
export class ViagemDetalheDto {
  @Campo() id!: number;
  @Campo({ enum: [1, 2, 3, 4] }) status!: number;
  @Campo({ enum: ['AGENDADA', 'EM_VIAGEM', 'FINALIZADA', 'CANCELADA'] }) status_nome!: string;
  @Campo() cliente_id!: number;
  @Campo({ type: ViagemIdNomeDto }) cliente!: ViagemIdNomeDto;
  @CampoNulo(Number) veiculo_id!: number | null;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) terminal!: string | null;
  @CampoNulo(Number) tecnologia_id!: number | null;
  @CampoNulo(String) tecnologia!: string | null;
  @CampoNulo(String) tipo_veiculo!: string | null;
  @CampoNulo(String) vinculo!: string | null;
  @CampoNulo(Number) carreta1_id!: number | null;
  @CampoNulo(String) placa_carreta1!: string | null;
  @CampoNulo(Number) carreta2_id!: number | null;
  @CampoNulo(String) placa_carreta2!: string | null;
  @CampoNulo(Number) carreta3_id!: number | null;
  @CampoNulo(String) placa_carreta3!: string | null;
  @CampoNulo(Number) funcionario_id!: number | null;
  @ApiProperty({ type: ViagemMotoristaDto, nullable: true }) motorista!: ViagemMotoristaDto | null;
  @CampoNulo(String) fone1!: string | null;
  @CampoNulo(String) fone2!: string | null;
  @CampoNulo(String) fone3!: string | null;
  @CampoNulo(Number) rota_id!: number | null;
  @ApiProperty({ type: ViagemRotaDto, nullable: true }) rota!: ViagemRotaDto | null;
  @CampoNulo(Number) embarcador_id!: number | null;
  @ApiProperty({ type: ViagemIdNomeDto, nullable: true }) embarcador!: ViagemIdNomeDto | null;
  @CampoNulo(Number) pgr_cliente_id!: number | null;
  @CampoNulo(Number) tipo_viagem_id!: number | null;
  @CampoNulo(String, { format: 'date-time' }) previsao_inicio!: string | null;
  @CampoNulo(String, { format: 'date-time' }) previsao_fim!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_inicio!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_fim!: string | null;
  @Campo() valor_embarque!: number;
  @Campo() veiculo_sem_carga!: boolean;
  @Campo() telemonitorado!: boolean;
  @CampoNulo(String) numero_spy!: string | null;
  @CampoNulo(String) tecnologia_spy!: string | null;
  @CampoNulo(String) dados_adicionais!: string | null;
  @Campo() liberacao!: boolean;
  @CampoNulo(String) usuario_liberacao!: string | null;
  @Campo() aceite_sem_espelhamento!: boolean;
  @Campo() pontuacao_risco!: number;
  @CampoNulo(Number) situacao_viagem_id!: number | null;
  @CampoNulo(String) situacao_viagem!: string | null;
  @CampoNulo(String) observacao!: string | null;
  @CampoNulo(String) trafegus_id!: string | null;
  @CampoNulo(String) username_add!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(String) username_add_status!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_status!: string | null;
  @CampoNulo(String) motivos!: string | null;
  @CampoNulo(String) observacao_cancelamento!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_cancelamento!: string | null;
  @Campo({ format: 'date-time' }) updated_at!: string;
}
export class ViagemDetalheEnvelopeDto {
  @Campo({ type: ViagemDetalheDto }) monitoramento!: ViagemDetalheDto;
}

/** A row of a lookup by client (plate, trailer, route, shipper). */
export class OpcaoLookupViagemDto {
  @Campo() id!: number;
  @Campo({ description: 'Texto a mostrar na lista' }) label!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) placa?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) tipo?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) terminal?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) tecnologia_id?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) tecnologia?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) vinculo?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) descricao?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) nome?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) cnpj?: string | null;
}
export class LookupViagemDto {
  @Campo({ type: [OpcaoLookupViagemDto] }) rows!: OpcaoLookupViagemDto[];
}

export class TipoViagemFormDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
}

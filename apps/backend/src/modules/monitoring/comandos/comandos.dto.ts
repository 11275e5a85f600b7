import { ApiProperty } from '@nestjs/swagger';
import { Booleano, Campo, CampoNulo, Id, Inteiro, Texto } from '../../masters/comum/dto.js';

export class ComandoPgrDto {
  @Inteiro({ example: 13, enum: [21, 13], description: '21: solicitar posição; 13: bloqueio' }) acao_pgr_id?: number | null;
  @Id({ description: 'A viagem (SM): o comando vai para o veículo dela' }) viagem_id?: number | null;
  @Id({ description: 'Ou o veículo, sem viagem' }) veiculo_id?: number | null;
}

export class ProcedimentoChecklistDto {
  @Id({ description: 'Veículo em teste' }) veiculo_id?: number | null;
  @Booleano() bloquear?: boolean;
  @Booleano() desbloquear?: boolean;
  @Booleano() sirene?: boolean;
  @Booleano() desligar_sirene?: boolean;
  @Booleano() solicitar_posicao?: boolean;
}

export class MensagemTelefoneDto {
  @Texto({ example: '(11) 98765-4321', description: 'Só dígitos ao enviar, com 0 na frente (spec 02 §5)' }) telefone?: string | null;
  @Texto({ example: 'Favor entrar em contato com a central.' }) mensagem?: string | null;
  @Id({ description: 'Viagem (SM) de que a mensagem trata, para o histórico' }) viagem_id?: number | null;
  @Id({ description: 'Veículo de que a mensagem trata, para o histórico (de outro cliente: 403)' }) veiculo_id?: number | null;
}

export class TextoTerminalDto {
  @Texto({ example: '4578123', description: 'Terminal do veículo (macro/texto no teclado do rastreador)' }) terminal_id?: string | null;
  @Texto({ example: 'Dirija-se ao posto mais próximo.' }) mensagem?: string | null;
  @Id() viagem_id?: number | null;
}

export class ComandoRegistradoDto {
  @Campo({ example: 'Comando registrado' }) message!: string;
  @Campo({ example: 41 }) id!: number;
  @Campo({ example: 'FILA', enum: ['FILA', 'ENVIADO', 'ENTREGUE', 'FALHOU'] }) estado!: string;
}

export class ComandoDto {
  @Campo() id!: number;
  @Campo({ enum: ['RASTREADOR', 'SMS', 'WHATSAPP', 'TEXTO'] }) canal!: string;
  @CampoNulo(String, { enum: ['BLOQUEAR', 'DESBLOQUEAR', 'SIRENE', 'DESLIGAR_SIRENE', 'SOLICITAR_POSICAO'] }) acao!: string | null;
  @CampoNulo(Number) veiculo_id!: number | null;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) terminal!: string | null;
  @CampoNulo(String) telefone!: string | null;
  @Campo() mensagem!: string;
  @CampoNulo(Number) viagem_id!: number | null;
  @Campo({ description: 'Quem pediu' }) username!: string;
  @CampoNulo(String, { description: 'Endereço de quem pediu' }) origem!: string | null;
  @Campo({ enum: ['FILA', 'ENVIADO', 'ENTREGUE', 'FALHOU'] }) estado!: string;
  @Campo() tentativas!: number;
  @CampoNulo(String) erro!: string | null;
  @Campo({ format: 'date-time' }) criado_em!: string;
  @CampoNulo(String, { format: 'date-time' }) enviado_em!: string | null;
  @CampoNulo(String, { format: 'date-time' }) entregue_em!: string | null;
}

export class ComandosListaDto {
  @ApiProperty({ type: [ComandoDto], description: 'Os 200 mais recentes' }) rows!: ComandoDto[];
}

export class ContatoViagemDto {
  @Campo({ example: 1201, description: 'A viagem (SM)' }) id!: number;
  @Campo({ example: 2, enum: [1, 2, 3, 4], description: '1 agendada, 2 em viagem, 3 finalizada, 4 cancelada' }) status!: number;
  @CampoNulo(Number) veiculo_id!: number | null;
  @CampoNulo(String, { example: 'ABC1D23' }) placa!: string | null;
  @CampoNulo(String, { example: '4578123', description: 'Terminal do rastreador do veículo (texto ao teclado)' }) terminal!: string | null;
  @CampoNulo(String, { example: '11987654321', description: 'O primeiro telefone da viagem (o do motorista quando a viagem não guardou nenhum)' }) telefone!: string | null;
  @ApiProperty({ type: [String], description: 'Todos os telefones da viagem e do motorista, sem repetição' }) telefones!: string[];
  @CampoNulo(String, { description: 'Nome do motorista' }) motorista!: string | null;
}

export const QUERY_COMANDOS = [
  { name: 'veiculo_id', required: false, type: Number, description: 'Do veículo' },
  { name: 'viagem_id', required: false, type: Number, description: 'Da viagem (SM)' },
];

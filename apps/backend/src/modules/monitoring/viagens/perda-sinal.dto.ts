import { ApiProperty } from '@nestjs/swagger';
import { Campo, Id } from '../../masters/comum/dto.js';

export class AvisoPerdaSinalBodyDto {
  @Id({ description: 'A SM agendada (obrigatória)' }) solicitacao_monitoramento_id?: number | null;
}

export class AvisoPerdaSinalDto {
  @Campo({ description: 'Falso quando esta perda de sinal (o mesmo silêncio do veículo) já tinha sido avisada' }) enviada!: boolean;
  @Campo({ example: 'Notificação de perda de sinal enviada para 2 contatos' }) msg!: string;
  @ApiProperty({ type: [String], description: 'E-mails a que foi enviada agora' }) para!: string[];
}

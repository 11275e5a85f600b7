import { ApiProperty } from '@nestjs/swagger';
import { CRITERIOS, VALIDADES_CONFIGURACAO } from '@gr/domain';
import { Campo, Envelope, Id, Inteiro, Texto } from '../../masters/comum/dto.js';
import { GridPageDto } from '../../../shared/http/grid.js';

/** The modal's body (spec 03 §7 "Configurations"); lerConfiguracao (domain) gives each field its message. */
export class ConfiguracaoInputDto {
  @Id({ description: 'Cliente (não muda na edição)' }) cliente_id?: number | null;
  @Texto({ description: 'Enviado pela tela; o nome vem do cadastro do cliente' }) razao_social?: string | null;
  @Texto({ enum: [...CRITERIOS] }) criterio?: string | null;
  @Inteiro({ enum: [...VALIDADES_CONFIGURACAO], description: '3, 6 ou 12 meses' }) validade_em_dias?: number | null;
}
export class ConfiguracaoBodyDto {
  @Envelope(ConfiguracaoInputDto) configuracao!: ConfiguracaoInputDto;
}

export class ConfiguracaoDto {
  @Campo() id!: number;
  @Campo() cliente_id!: number;
  @Campo() razao_social!: string;
  @Campo({ enum: [...CRITERIOS] }) criterio!: string;
  @Campo({ enum: [...VALIDADES_CONFIGURACAO] }) validade_em_dias!: number;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo({ format: 'date-time' }) updated_at!: string;
}
export class ConfiguracoesPageDto extends GridPageDto {
  @ApiProperty({ type: [ConfiguracaoDto] }) rows!: ConfiguracaoDto[];
}
export class ConfiguracoesListaDto {
  @ApiProperty({ type: [ConfiguracaoDto] }) rows!: ConfiguracaoDto[];
}
export class ConfiguracaoSalvaDto {
  @Campo({ example: 'CONFIGURAÇÕES SALVAS COM SUCESSO' }) message!: string;
  @Campo() id!: number;
}

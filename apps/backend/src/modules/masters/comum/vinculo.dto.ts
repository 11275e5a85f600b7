import { TIPOS_VINCULO } from '@gr/domain';
import { Campo } from './dto.js';

export class IdadeVinculoDto {
  @Campo() dias!: number;
  @Campo({ enum: ['ATE_30', 'ATE_60', 'ATE_90', 'MAIS_DE_90'] }) faixa!: string;
  @Campo({ example: 'até 30 dias' }) descricao!: string;
  @Campo({ example: 'Este vínculo existe há até 30 dias (12 dias).', description: 'Linha mostrada com "Você deseja realmente inativar este vinculo?"' }) linha!: string;
}

/** An active link of a vehicle or an employee with a client. */
export class VinculoClienteDto {
  @Campo({ description: 'id do vínculo' }) id!: number;
  @Campo() cliente_id!: number;
  @Campo() cliente!: string;
  @Campo({ enum: TIPOS_VINCULO }) tipo!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo({ type: IdadeVinculoDto }) idade!: IdadeVinculoDto;
}

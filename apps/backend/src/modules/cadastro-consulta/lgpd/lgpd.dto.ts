import { ApiProperty } from '@nestjs/swagger';
import { OPERACOES_LGPD } from '@gr/domain';
import { Campo, CampoNulo } from '../../masters/comum/dto.js';
import { GridPageDto } from '../../../shared/http/grid.js';
import { BlacklistLinhaDto } from '../blacklist/blacklist.dto.js';

export class TratamentoDto {
  @Campo() id!: number;
  @Campo({ format: 'date-time' }) data!: string;
  @Campo({ enum: [...OPERACOES_LGPD] }) operacao!: string;
  @Campo() finalidade!: string;
  @Campo() base_legal!: string;
  @CampoNulo(Number) registro_id!: number | null;
  @CampoNulo(Number) cliente_id!: number | null;
  @CampoNulo(String) cliente!: string | null;
  @Campo() usuario!: string;
}
export class TratamentosPageDto extends GridPageDto {
  @ApiProperty({ type: [TratamentoDto] }) rows!: TratamentoDto[];
}

const OBJETO = { type: 'object', additionalProperties: true } as const;

export class TitularDto {
  @Campo({ description: 'Só dígitos' }) documento!: string;
  @Campo({ enum: ['CPF', 'CNPJ'] }) tipo!: string;
}

export class ConsultaDoTitularDto {
  @Campo() registro_id!: number;
  @Campo() protocolo!: string;
  @CampoNulo(String) cliente!: string | null;
  @Campo() criterio!: string;
  @Campo() tipo_registro!: string;
  @CampoNulo(String) nome!: string | null;
  @CampoNulo(String) placa!: string | null;
  @Campo({ description: 'Laudo como as exportações o mostram (REQUER ATENÇÃO → DESACORDO)' }) laudo!: string;
  @Campo({ description: 'Validade dd/mm/aaaa, mascarada com * quando o laudo não é ACORDO nem RETIFICADO' }) validade!: string;
  @Campo() bloqueado!: boolean;
  @Campo() finalidade!: string;
  @Campo() base_legal!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @ApiProperty({ ...OBJETO, description: 'Demais dados informados na consulta (RG, CNH, telefones...)' }) dados!: Record<string, unknown>;
}

/** Everything the desk holds on one CPF/CNPJ (LGPD art. 18, II and V), as a JSON download. */
export class TitularExportadoDto {
  @ApiProperty({ type: TitularDto }) titular!: TitularDto;
  @Campo({ format: 'date-time' }) gerado_em!: string;
  @Campo() gerado_por!: string;
  @ApiProperty({ ...OBJETO, nullable: true, description: 'Cadastro de funcionário (CPF)' }) funcionario!: Record<string, unknown> | null;
  @ApiProperty({ type: 'array', items: OBJETO, description: 'Vínculos do funcionário com clientes' }) vinculos!: Array<Record<string, unknown>>;
  @ApiProperty({ type: 'array', items: OBJETO, description: 'Perfis (protocolo e validade por cliente)' }) perfis!: Array<Record<string, unknown>>;
  @ApiProperty({ ...OBJETO, nullable: true, description: 'Cadastro de empresa cliente (CNPJ)' }) empresa!: Record<string, unknown> | null;
  @ApiProperty({ type: [ConsultaDoTitularDto] }) consultas!: ConsultaDoTitularDto[];
  @ApiProperty({ type: [BlacklistLinhaDto] }) blacklist!: BlacklistLinhaDto[];
  @ApiProperty({ type: [TratamentoDto] }) tratamentos!: TratamentoDto[];
}

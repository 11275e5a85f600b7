import { ApiProperty } from '@nestjs/swagger';
import { TIPOS_CONTATO } from '@gr/domain';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Campo, CampoNulo, Envelope, Id, IdObrigatorio, Inteiro, Texto } from '../comum/dto.js';

export class ContatoInputDto {
  @Id({ description: 'Usuário de cliente: sempre o próprio' }) cliente_id?: number | null;
  @Texto({ example: 'MARIA SOUZA', description: 'Ao menos 5 caracteres' }) nome?: string | null;
  @Texto({ example: '(11) 98765-4321', description: '(99)9999-9999 com nono dígito opcional; gravado só com dígitos' }) telefone?: string | null;
  @Texto({ example: 'maria@transportadora.com.br' }) email?: string | null;
  @Texto({ enum: TIPOS_CONTATO, description: 'Padrão OPERACIONAL' }) tipo?: string | null;
  @Inteiro({ example: 1, description: 'Ordem de acionamento, 1 a 9 (padrão 1)' }) prioridade?: number | null;
}
export class ContatoBodyDto {
  @Envelope(ContatoInputDto) contato!: ContatoInputDto;
}

export class ContatoDto {
  @Campo() id!: number;
  @Campo() cliente_id!: number;
  @Campo() razao_social_cliente!: string;
  @Campo() nome!: string;
  @CampoNulo(String) telefone!: string | null;
  @CampoNulo(String) email!: string | null;
  @Campo({ enum: TIPOS_CONTATO }) tipo!: string;
  @Campo() prioridade!: number;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class ContatosPageDto extends GridPageDto {
  @ApiProperty({ type: [ContatoDto] }) rows!: ContatoDto[];
}

export class GrupoContatoDto {
  @IdObrigatorio() grupo_id!: number;
  @IdObrigatorio() contato_id!: number;
}

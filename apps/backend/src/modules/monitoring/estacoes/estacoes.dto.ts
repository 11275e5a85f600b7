import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, Min } from 'class-validator';
import { Booleano, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Texto } from '../../masters/comum/dto.js';
import { GridPageDto } from '../../../shared/http/grid.js';
import { IsInt4 } from '../../../shared/http/validation.js';

const DATA = { format: 'date-time' } as const;
const INT = { message: 'deve conter códigos inteiros positivos', each: true };

/** An optional list of ids (at most 200). */
const Ids = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: [Number], description }),
    IsOptional(),
    IsArray({ message: 'deve ser uma lista' }),
    ArrayMaxSize(200, { message: 'no máximo 200 itens' }),
    IsInt4(INT),
    Min(1, INT),
  );

/** The station payload (spec 02 §3: descricao, ativa; tecnologias, tipos_viagens, cliente). */
export class EstacaoCamposDto {
  @Texto({ description: 'Descrição (até 120 caracteres)', example: 'MESA SASCAR' }) descricao?: string | null;
  @Booleano({ description: 'Padrão: verdadeiro; inativar encerra a sessão aberta' }) ativa?: boolean;
  @Ids('Tecnologias (vazio: qualquer uma)') tecnologias?: number[];
  @Ids('Tipos de viagem 1–6 (vazio: qualquer um)') tipos_viagens?: number[];
  @Ids('Clientes (vazio: qualquer um)') clientes?: number[];
  @Id({ description: 'Um cliente (o do formulário da especificação); junta-se a clientes' }) cliente?: number | null;
}
export class EstacaoBodyDto {
  @Envelope(EstacaoCamposDto) estacao!: EstacaoCamposDto;
}

export class EstacaoClientesCamposDto {
  @IdObrigatorio() estacao_id!: number;
  @Ids('Todos os clientes da estação (substitui a lista)') clientes?: number[];
}
export class EstacaoClientesBodyDto {
  @Envelope(EstacaoClientesCamposDto) estacoes_clientes!: EstacaoClientesCamposDto;
}

export class EntrarBodyDto {
  @Booleano({ description: "Entrar e remover os outros: encerra antes as sessões abertas da estação" }) remover_outros?: boolean;
}

export class EstacaoResumoDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo() ativa!: boolean;
}
export class EstacaoLinhaDto extends EstacaoResumoDto {
  @Campo(DATA) data_cadastro!: string;
}
export class EstacoesPageDto extends GridPageDto {
  @ApiProperty({ type: [EstacaoLinhaDto] }) rows!: EstacaoLinhaDto[];
}

export class SessaoEstacaoDto {
  @Campo() id!: number;
  @Campo() estacao_id!: number;
  @CampoNulo(String) estacao!: string | null;
  @Campo() user_id!: number;
  @Campo() username!: string;
  @Campo(DATA) inicio!: string;
  @CampoNulo(String, DATA) fim!: string | null;
}

class ItemDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
}
export class EstacaoDetalheDto extends EstacaoLinhaDto {
  @ApiProperty({ type: [Number] }) tecnologias!: number[];
  @ApiProperty({ type: [Number] }) tipos_viagens!: number[];
  @ApiProperty({ type: [Number] }) clientes!: number[];
  @ApiProperty({ type: [ItemDto], description: 'Tecnologias com a descrição' }) tecnologias_nomes!: ItemDto[];
  @ApiProperty({ type: [ItemDto], description: 'Tipos de viagem com a descrição' }) tipos_viagens_nomes!: ItemDto[];
  @ApiProperty({ type: [ItemDto], description: 'Clientes com o nome fantasia' }) clientes_nomes!: ItemDto[];
  @ApiProperty({ type: [SessaoEstacaoDto], description: 'Sessões abertas (no máximo uma)' }) sessoes!: SessaoEstacaoDto[];
  @CampoNulo(String) username_add!: string | null;
}

export class ViagensDesvinculadasDto {
  @Campo({ enum: ['AGENDADA', 'EM_VIAGEM'] }) status!: string;
  @Campo({ description: 'SM não vinculadas à tecnologia neste status' }) quantidade!: number;
  @ApiProperty({ type: [String], description: "Estações ativas dessas SM (descrições); 'SEM ESTAÇÃO' quando alguma não tem" }) estacoes!: string[];
}

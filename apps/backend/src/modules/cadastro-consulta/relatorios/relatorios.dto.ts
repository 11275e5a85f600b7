import { ApiProperty } from '@nestjs/swagger';
import { BLOQUEIOS_FILTRO, CRITERIOS, FORMATOS_RELATORIO, LAUDOS_FILTRO, PERIODOS_RELATORIO, STATUS_EXPORTACAO, STATUS_RELATORIO } from '@gr/domain';
import { Booleano, Campo, CampoNulo, Envelope, Id, Texto } from '../../masters/comum/dto.js';
import { GridPageDto } from '../../../shared/http/grid.js';

/** The report filter (spec 03 §3 "Report filter", §5) with the export's format. */
export class RelatorioFiltroDto {
  @Id({ description: 'Cliente (obrigatório sem is_todos_clientes; usuário de cliente: o próprio)' }) cliente_id?: number | null;
  @Booleano({ description: 'Todos os clientes (do alcance do usuário)' }) is_todos_clientes?: boolean;
  @Texto({ enum: [...CRITERIOS], description: 'Parâmetro: o critério da consulta (obrigatório sem is_todos_parametros)' }) parametro?: string | null;
  @Booleano({ description: 'Todos os parâmetros' }) is_todos_parametros?: boolean;
  @Texto({ enum: [...PERIODOS_RELATORIO], description: 'Período da data do registro; INFORMAR_DATA_VALIDADE: itens que vencem em data_inicio' }) periodo?: string | null;
  @Texto({ example: '01/11/2026', description: 'dd/mm/aaaa: início do intervalo, ou a data de validade' }) data_inicio?: string | null;
  @Texto({ example: '30/11/2026', description: 'dd/mm/aaaa: fim do intervalo (SELECIONAR_INTERVALO_DATA)' }) data_fim?: string | null;
  @Texto({ enum: [...LAUDOS_FILTRO], description: 'ACORDO: ACORDO e RETIFICADO; DESACORDO: REQUER ATENÇÃO; padrão TODOS' }) laudo?: string | null;
  @Texto({ enum: [...BLOQUEIOS_FILTRO], description: 'Padrão TODOS' }) bloqueio?: string | null;
  @Texto({ enum: [...FORMATOS_RELATORIO], description: 'Formato do arquivo: xlsx (Excel) ou pdf' }) formato?: string | null;
}

export class ExportarRelatorioDto {
  @Envelope(RelatorioFiltroDto) relatorio!: RelatorioFiltroDto;
}

/** A report record (spec 03 §3): one registration item. */
export class RelatorioLinhaDto {
  @Campo({ description: 'Item do registro' }) id!: number;
  @Campo() registro_id!: number;
  @Campo() protocolo!: string;
  @Campo() cliente_id!: number;
  @CampoNulo(String) cnpj!: string | null;
  @CampoNulo(String) razao_social!: string | null;
  @Campo({ enum: [...CRITERIOS] }) criterio!: string;
  @Campo({ enum: ['MOTORISTA', 'VEICULO', 'PROPRIETARIO', 'EMPRESA'] }) tipo_registro!: string;
  @CampoNulo(String, { description: 'CPF ou CNPJ, só dígitos' }) documento!: string | null;
  @CampoNulo(String) nome!: string | null;
  @CampoNulo(String) placa!: string | null;
  @Campo({ enum: [...STATUS_RELATORIO], description: 'Laudo como exportado: REQUER ATENÇÃO sai como DESACORDO' }) status!: string;
  @Campo() bloqueado!: boolean;
  @CampoNulo(String) motivo!: string | null;
  @Campo({ format: 'date-time' }) data_registro!: string;
  @Campo({ format: 'date-time', description: 'Validade do relatório pelo critério (spec 03 §9)' }) validade_relatorio!: string;
  @Campo({ example: '**/**/****', description: 'dd/mm/aaaa; mascarado com asteriscos fora de ACORDO e RETIFICADO' }) vencimento!: string;
  @Campo() usuario!: string;
  @CampoNulo(String) fonte!: string | null;
  @Campo({ description: 'Status do registro' }) status_registro!: string;
  @CampoNulo(String) observacao!: string | null;
}

export class RelatoriosPageDto extends GridPageDto {
  @ApiProperty({ type: [RelatorioLinhaDto] }) rows!: RelatorioLinhaDto[];
}

export class ExportacaoCriadaDto {
  @Campo() id!: number;
  @Campo({ enum: ['PENDENTE'] }) status!: string;
}

export class ExportacaoDto {
  @Campo() id!: number;
  @Campo({ enum: [...STATUS_EXPORTACAO] }) status!: string;
  @Campo({ enum: [...FORMATOS_RELATORIO] }) formato!: string;
  @Campo({ description: 'Linhas já lidas' }) progresso!: number;
  @CampoNulo(Number, { description: 'Linhas do relatório (quando já contadas)' }) total!: number | null;
  @CampoNulo(String) nome_arquivo!: string | null;
  @CampoNulo(String, { description: 'Motivo da falha (status ERRO)' }) erro!: string | null;
}

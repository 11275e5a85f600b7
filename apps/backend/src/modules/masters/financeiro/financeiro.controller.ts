import { applyDecorators, Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { periodoFinanceiro, totalizarPreFaturamento } from '@gr/domain';
import { gerarPlanilha, type ColunaPlanilha } from '@gr/infrastructure';
import { Acesso, Autenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos } from '../../../shared/http/api-docs.decorator.js';
import { Campo, CampoNulo } from '../comum/dto.js';
import { FinanceiroQueries } from './financeiro.queries.js';

export class LinhaPreFaturamentoDto {
  @CampoNulo(Number) cliente_id!: number | null;
  @Campo() cliente!: string;
  @CampoNulo(String, { example: '11222333000181' }) cnpj!: string | null;
  @Campo({ description: 'SMs finalizadas no período (0 até existir o contexto de viagens)' }) viagens!: number;
  @Campo({ description: 'Checklists concluídos no período (0 até existir o contexto de checklists)' }) checklists!: number;
  @Campo({ description: 'Liberações registradas no período' }) liberacoes!: number;
  @Campo({ description: 'Liberações do tipo PRONTA_RESPOSTA' }) acionamentos_pronta_resposta!: number;
  @Campo({ description: 'R$' }) valor_viagens!: number;
  @Campo({ description: 'R$' }) valor_checklists!: number;
  @Campo({ description: 'R$' }) valor_pronta_resposta!: number;
  @Campo({ description: 'R$' }) valor_total!: number;
}
export class TotaisPreFaturamentoDto {
  @Campo() viagens!: number;
  @Campo() checklists!: number;
  @Campo() liberacoes!: number;
  @Campo() acionamentos_pronta_resposta!: number;
  @Campo() valor_viagens!: number;
  @Campo() valor_checklists!: number;
  @Campo() valor_pronta_resposta!: number;
  @Campo() valor_total!: number;
}
export class PreFaturamentoDto {
  @Campo({ example: '01/11/2026' }) de!: string;
  @Campo({ example: '30/11/2026' }) para!: string;
  @ApiProperty({ type: [LinhaPreFaturamentoDto] }) rows!: LinhaPreFaturamentoDto[];
  @Campo({ type: TotaisPreFaturamentoDto }) totais!: TotaisPreFaturamentoDto;
}
export class RelatorioFinanceiroDto {
  @Campo() de!: string;
  @Campo() para!: string;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Vazio até existirem viagens, checklists e ligações' })
  rows!: Array<Record<string, unknown>>;
}

const COLUNAS: ColunaPlanilha[] = [
  { campo: 'cliente', titulo: 'Cliente' },
  { campo: 'cnpj', titulo: 'CNPJ' },
  { campo: 'viagens', titulo: 'Viagens', formato: 'inteiro' },
  { campo: 'checklists', titulo: 'Checklists', formato: 'inteiro' },
  { campo: 'liberacoes', titulo: 'Liberações', formato: 'inteiro' },
  { campo: 'acionamentos_pronta_resposta', titulo: 'Acionamentos de pronta resposta', formato: 'inteiro' },
  { campo: 'valor_viagens', titulo: 'Valor viagens', formato: 'dinheiro' },
  { campo: 'valor_checklists', titulo: 'Valor checklists', formato: 'dinheiro' },
  { campo: 'valor_pronta_resposta', titulo: 'Valor pronta resposta', formato: 'dinheiro' },
  { campo: 'valor_total', titulo: 'Valor total', formato: 'dinheiro' },
];

const comPeriodo = () =>
  applyDecorators(
    ApiQuery({ name: 'de', required: true, type: String, example: '01/11/2026', description: 'dd/mm/aaaa; ausente → 400 {"errors":{"datas":["datas não preenchidas"]}}' }),
    ApiQuery({ name: 'para', required: true, type: String, example: '30/11/2026', description: 'dd/mm/aaaa; anterior a de → 400' }),
    ApiErrosCampos("datas: 'datas não preenchidas', data inválida ou para anterior a de"),
  );

/**
 * /api/financeiro (spec 03 §7 "Finance"): the pre-billing figures per client in a period, as JSON
 * or as an .xlsx with R$ formats. Figures come from trips, checklists and releases
 * (FinanceiroQueries). Access rule financeiro.
 */
@ApiTags('Financeiro')
@Autenticado()
@Controller('financeiro')
export class FinanceiroController {
  constructor(private readonly queries: FinanceiroQueries) {}

  @Get('pre_faturamento')
  @Acesso('financeiro', 'index')
  @ApiOperation({ summary: 'Pré-faturamento por cliente no período (para a planilha use /pre_faturamento/exportar)' })
  @comPeriodo()
  @ApiOkResponse({ type: PreFaturamentoDto })
  async pre(@Query('de') de: unknown, @Query('para') para: unknown): Promise<PreFaturamentoDto> {
    const p = periodoFinanceiro(de, para);
    const rows = await this.queries.preFaturamento(p);
    return { de: p.de, para: p.para, rows, totais: totalizarPreFaturamento(rows) };
  }

  @Get('pre_faturamento/exportar')
  @Acesso('financeiro', 'exportar')
  @ApiOperation({ summary: 'Pré-faturamento do período como .xlsx (valores em R$ 1.234,56, linha de totais)' })
  @comPeriodo()
  @ApiOkResponse({
    description: 'Planilha pre_faturamento_<de>_<para>.xlsx',
    content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } },
  })
  async exportar(@Query('de') de: unknown, @Query('para') para: unknown, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const p = periodoFinanceiro(de, para);
    const rows = await this.queries.preFaturamento(p);
    const totais = { cliente: 'TOTAL', cnpj: null, ...totalizarPreFaturamento(rows) };
    const buffer = await gerarPlanilha('Pré-faturamento', COLUNAS, [...rows, totais] as Array<Record<string, unknown>>);
    const nome = `pre_faturamento_${p.de.replace(/\//g, '-')}_${p.para.replace(/\//g, '-')}.xlsx`;
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename="${nome}"`);
    return new StreamableFile(buffer);
  }

  private async vazio(de: unknown, para: unknown): Promise<RelatorioFinanceiroDto> {
    const p = periodoFinanceiro(de, para);
    return { de: p.de, para: p.para, rows: [] };
  }

  @Get('cliente_valor')
  @Acesso('financeiro', 'index')
  @ApiOperation({ summary: 'Valores por cliente no período (vazio até existirem viagens)' })
  @comPeriodo()
  @ApiOkResponse({ type: RelatorioFinanceiroDto })
  clienteValor(@Query('de') de: unknown, @Query('para') para: unknown) {
    return this.vazio(de, para);
  }

  @Get('ocorrencias')
  @Acesso('financeiro', 'index')
  @ApiOperation({ summary: 'Ocorrências faturáveis no período (vazio até existirem viagens)' })
  @comPeriodo()
  @ApiOkResponse({ type: RelatorioFinanceiroDto })
  ocorrencias(@Query('de') de: unknown, @Query('para') para: unknown) {
    return this.vazio(de, para);
  }

  @Get('Checklists')
  @Acesso('financeiro', 'index')
  @ApiOperation({ summary: 'Checklists faturáveis no período (vazio até existirem checklists)' })
  @comPeriodo()
  @ApiOkResponse({ type: RelatorioFinanceiroDto })
  checklists(@Query('de') de: unknown, @Query('para') para: unknown) {
    return this.vazio(de, para);
  }

  @Get('ligacoes')
  @Acesso('financeiro', 'index')
  @ApiOperation({ summary: 'Ligações de telemonitoramento no período (vazio até existirem viagens)' })
  @comPeriodo()
  @ApiOkResponse({ type: RelatorioFinanceiroDto })
  ligacoes(@Query('de') de: unknown, @Query('para') para: unknown) {
    return this.vazio(de, para);
  }
}

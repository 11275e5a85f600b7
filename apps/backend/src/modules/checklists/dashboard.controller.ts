import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { periodoDoDashboard } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiProibido } from '../../shared/http/api-docs.decorator.js';
import { Campo, CampoNulo } from '../masters/comum/dto.js';
import { clienteDaQuery } from '../masters/comum/escopo.js';
import { DashboardChecklistQueries } from './dashboard.queries.js';

class ResumoChecklistsDto {
  @Campo() total!: number;
  @Campo({ description: 'APROVADO ou LIBERADO' }) aprovados!: number;
  @Campo() reprovados!: number;
  @Campo() cancelados!: number;
  @Campo() fila_expressa!: number;
  @CampoNulo(Number, { description: 'Minutos médios do pedido ao fim do teste' }) minutos_medios!: number | null;
  @Campo({ description: 'Agora, em qualquer período: VERIFICANDO ou PENDENTE' }) aguardando!: number;
  @Campo({ description: 'Agora: EM_TESTE' }) em_teste!: number;
}
class ChecklistsStatusDto {
  @Campo({ example: 'APROVADO' }) status!: string;
  @Campo() quantidade!: number;
}
class ChecklistsDiaDto {
  @Campo({ example: '2026-11-03' }) dia!: string;
  @Campo() quantidade!: number;
  @Campo() aprovados!: number;
  @Campo() reprovados!: number;
}
class ChecklistsOperadorDto {
  @Campo() operador!: string;
  @Campo() quantidade!: number;
}
class DashboardChecklistDto {
  @Campo({ format: 'date-time' }) inicio_periodo!: string;
  @Campo({ format: 'date-time' }) final_periodo!: string;
  @CampoNulo(Number) cliente_id!: number | null;
  @Campo() resumo!: ResumoChecklistsDto;
  @ApiProperty({ type: [ChecklistsStatusDto] }) por_status!: ChecklistsStatusDto[];
  @ApiProperty({ type: [ChecklistsDiaDto] }) por_dia!: ChecklistsDiaDto[];
  @ApiProperty({ type: [ChecklistsOperadorDto], description: 'Os 15 operadores que mais testaram' }) por_operador!: ChecklistsOperadorDto[];
}

/** The online checklist dashboard's one call (issue 23; spec 01 §2 /dashboard_checklist). */
@ApiTags('Checklists')
@Autenticado()
@Controller('check_lists')
export class DashboardChecklistController {
  constructor(private readonly queries: DashboardChecklistQueries) {}

  @Get('dashboard')
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Checklist online: checklists do período (padrão: o mês corrente) por status, por dia e por operador, e a fila agora' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Só deste cliente (outro cliente: 403)' })
  @ApiQuery({ name: 'inicio_periodo', required: false, type: String, example: '01/11/2026', description: 'dd/mm/aaaa ou aaaa-mm-dd' })
  @ApiQuery({ name: 'final_periodo', required: false, type: String, example: '30/11/2026', description: 'dd/mm/aaaa ou aaaa-mm-dd; no máximo um ano depois do início' })
  @ApiOkResponse({ type: DashboardChecklistDto })
  @ApiErrosCampos('Data inválida, final antes do início ou período maior que um ano; cliente_id inválido')
  @ApiProibido('Cliente fora do alcance do usuário: Não há permissão')
  dashboard(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    const clienteId = clienteDaQuery(q.cliente_id, eu.escopo);
    return this.queries.dashboard(periodoDoDashboard(q.inicio_periodo, q.final_periodo, new Date()), eu.escopo, clienteId);
  }
}

import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MENSAGENS_ALERTA, MENSAGENS_PERIODO, periodoDoDashboard } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { Origem } from '../../../shared/http/origem.js';
import { clienteDaQuery } from '../../masters/comum/escopo.js';
import { CicloViagemCasos } from '../viagens/ciclo.providers.js';
import { AlertaConcluidoDto, AlertasAgregadosDto, ConcluiAlertaBodyDto, DashboardAdminDto, DashboardDto, GrupoAlertasDto } from './painel.dto.js';
import { PainelQueries } from './painel.queries.js';

const CLIENTE_ID = { name: 'cliente_id', required: false, type: Number, description: 'Só deste cliente (dentro do alcance do usuário; outro cliente: 403)' } as const;
const INICIO = { name: 'inicio_periodo', required: false, type: String, example: '01/11/2026', description: 'dd/mm/aaaa ou aaaa-mm-dd; padrão: o primeiro dia do mês corrente' } as const;
const FINAL = { name: 'final_periodo', required: false, type: String, example: '30/11/2026', description: 'dd/mm/aaaa ou aaaa-mm-dd; padrão: o último dia do mês corrente; no máximo um ano depois do início' } as const;
const ERROS_PERIODO = `Data inválida, final antes do início, ou período maior que um ano ('${MENSAGENS_PERIODO.ano}'); cliente_id inválido`;
const OUTRO_CLIENTE = 'Dashboard de cliente fora do alcance do usuário: Não há permissão';

/**
 * The dashboards and the desk's alerts (issue 23; spec 02 §2 "Dashboards", §3, §7, §9;
 * docs/decisoes.md 47). Reads within the caller's tenant scope; concluding an alert is the
 * occurrence's conference, a use case like the trip window's.
 */
@ApiTags('Dashboards e alertas')
@Autenticado()
@Controller('monitoramentos')
export class PainelController {
  constructor(
    private readonly queries: PainelQueries,
    private readonly casos: CicloViagemCasos,
  ) {}

  @Get('dashboard')
  @Acesso('dashboard', 'index')
  @ApiOperation({ summary: 'Números do período (padrão: o mês corrente) de um cliente ou de todo o alcance do usuário: SMs por tipo, vínculo, situação e prazo de entrega, ocorrências por grau, checklists por vínculo e status' })
  @ApiQuery(CLIENTE_ID)
  @ApiQuery(INICIO)
  @ApiQuery(FINAL)
  @ApiOkResponse({ type: DashboardDto })
  @ApiErrosCampos(ERROS_PERIODO)
  @ApiProibido(OUTRO_CLIENTE)
  dashboard(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    const clienteId = clienteDaQuery(q.cliente_id, eu.escopo);
    return this.queries.dashboard(periodoDoDashboard(q.inicio_periodo, q.final_periodo, new Date()), { leitor: eu, clienteId });
  }

  @Get('dashboard_admin')
  @Acesso('dashboard', 'admin')
  @ApiOperation({ summary: 'Dashboard administrativo: os 20 clientes com mais SMs no período e as SMs dia a dia' })
  @ApiQuery(CLIENTE_ID)
  @ApiQuery(INICIO)
  @ApiQuery(FINAL)
  @ApiOkResponse({ type: DashboardAdminDto })
  @ApiErrosCampos(ERROS_PERIODO)
  @ApiProibido(OUTRO_CLIENTE)
  dashboardAdmin(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    const clienteId = clienteDaQuery(q.cliente_id, eu.escopo);
    return this.queries.dashboardAdmin(periodoDoDashboard(q.inicio_periodo, q.final_periodo, new Date()), { leitor: eu, clienteId });
  }

  @Get('alertas_pendentes')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: "Alertas pendentes (ocorrências registradas pelo acompanhamento e ainda não concluídas), agrupados pelo nome do tipo ('OUTROS' sem tipo); os mais graves e mais antigos primeiro, até 500; a tela consulta a cada 90 s" })
  @ApiQuery(CLIENTE_ID)
  @ApiOkResponse({ type: [GrupoAlertasDto] })
  @ApiErrosCampos('cliente_id inválido')
  @ApiProibido('Cliente fora do alcance do usuário: Não há permissão')
  pendentes(@Query('cliente_id') cliente: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.alertasPendentes({ leitor: eu, clienteId: clienteDaQuery(cliente, eu.escopo) });
  }

  @Get('alertas_agregados_por_tempo')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Alertas pendentes por nível (0 gravíssimo … 3 baixo) e pelas faixas de tempo desde o alerta (menos de 5, 5 a 10 … 75 a 90, 90 min ou mais)' })
  @ApiQuery(CLIENTE_ID)
  @ApiOkResponse({ type: AlertasAgregadosDto })
  @ApiErrosCampos('cliente_id inválido')
  @ApiProibido('Cliente fora do alcance do usuário: Não há permissão')
  agregados(@Query('cliente_id') cliente: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.alertasAgregadosPorTempo({ leitor: eu, clienteId: clienteDaQuery(cliente, eu.escopo) });
  }

  @Post('conclui_alerta')
  @HttpCode(200)
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Conclui um alerta pendente (grupos 3–7): registra quem e quando (a conferência da ocorrência); uma vez só' })
  @ApiOkResponse({ type: AlertaConcluidoDto })
  @ApiErrosCampos('alerta_id ausente ou inválido')
  @ApiProibido("Grupos fora de 3–7: 'permissão negada'; alerta de outro cliente: Não há permissão")
  @ApiNaoEncontrado(`${MENSAGENS_ALERTA.naoEncontrado} (também uma ocorrência registrada por uma pessoa)`)
  @ApiConflito(MENSAGENS_ALERTA.jaConcluido)
  async conclui(@Body() body: ConcluiAlertaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<AlertaConcluidoDto> {
    const { id } = await this.casos.concluirAlerta().executar(body.alerta_id, { usuario: eu, origem });
    return { msg: MENSAGENS_ALERTA.concluido, alerta_id: id, ...(await this.queries.conclusao(id)) };
  }
}

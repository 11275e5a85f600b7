import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AVISOS_MESA, ForbiddenError, GRID_NOTIFICACOES, validarPeriodoNotificacoes } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Campo, CampoNulo } from '../../masters/comum/dto.js';
import { clienteDaQuery } from '../../masters/comum/escopo.js';
import { NotificacoesQueries } from './notificacoes.queries.js';

export class NotificacaoDto {
  @Campo() id!: number;
  @Campo({ example: 101, description: 'Código da ocorrência' }) codigo!: number;
  @Campo({ example: 'DESVIO DE ROTA' }) descricao!: string;
  @CampoNulo(String) tipo!: string | null;
  @Campo({ description: '1 baixo, 2 médio, 3 alto' }) grau_risco!: number;
  @Campo({ description: 'Pontos do grau de risco da ocorrência' }) pontuacao!: number;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String, { description: 'Motorista da SM' }) nome!: string | null;
  @CampoNulo(String) razao_social!: string | null;
  @CampoNulo(Number) sm_id!: number | null;
  @CampoNulo(String, { description: 'Só para a equipe (nulo para os demais)' }) tecnologia!: string | null;
  @CampoNulo(String, { description: 'Quem registrou; só para a equipe (nulo para os demais)' }) operador!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(Number) cliente_id!: number | null;
}
export class NotificacoesPageDto extends GridPageDto {
  @ApiProperty({ type: [NotificacaoDto] }) rows!: NotificacaoDto[];
}
export class NotificacaoDetalheDto extends NotificacaoDto {
  @CampoNulo(String, { description: 'Texto registrado com a ocorrência' }) observacao!: string | null;
  @CampoNulo(String) lat_lng!: string | null;
  @Campo() conferida!: boolean;
  @CampoNulo(String) username_conferencia!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_conferencia!: string | null;
  @CampoNulo(Number, { description: 'Status da SM quando registrada (1 agendada … 4 cancelada)' }) status_viagem!: number | null;
}
export class RevisaoPerfilDto {
  @Campo({ description: 'Itens de cadastro com laudo REQUER ATENÇÃO ainda sem análise' }) quantidade!: number;
}

const ESCOPO = 'Cliente fora do alcance do usuário (outro cliente): Não há permissão';

/**
 * GET /api/notificacoes and /api/notificacoes/{id} (spec 02 §2, §3, §7, §9): the trips'
 * occurrences as notifications, 18 rows newest first, the date range up to the month's last day.
 * The shipper page (/a/notificacoes) uses the same call: the reach of decision 36 does the rest.
 */
@ApiTags('Notificações')
@Autenticado()
@Controller('notificacoes')
export class NotificacoesController {
  constructor(private readonly queries: NotificacoesQueries) {}

  @Get()
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Notificações (ocorrências das SMs), 18 linhas, id decrescente; data_cadastro até o último dia do mês' })
  @ApiGrid(GRID_NOTIFICACOES, NotificacoesPageDto)
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Só deste cliente (dentro do alcance; outro cliente: 403)' })
  @ApiProibido(ESCOPO)
  index(@Query() raw: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const { cliente_id, ...resto } = raw;
    const clienteId = clienteDaQuery(cliente_id, eu.escopo);
    return responderGrid({
      raw: resto, spec: GRID_NOTIFICACOES, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'notificacoes',
      consultar: (q, exportar) => {
        validarPeriodoNotificacoes(q, new Date());
        return this.queries.grid(q, exportar, eu, clienteId);
      },
    });
  }

  @Get(':id')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Uma notificação (a janela titulada com a placa)' })
  @ApiIds()
  @ApiOkResponse({ type: NotificacaoDetalheDto })
  @ApiProibido(ESCOPO)
  @ApiNaoEncontrado('Notificação não encontrada')
  uma(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.uma(id, eu);
  }
}

/** GET /api/v3/profileReview/availables (spec 02 §6, §7, §9): the profile-review notice of groups 3, 4, 6 and 7. */
@ApiTags('Notificações')
@Autenticado()
@Controller('v3/profileReview')
export class RevisaoPerfilController {
  constructor(private readonly queries: NotificacoesQueries) {}

  @Get('availables')
  @ApiOperation({ summary: 'Análises de perfil aguardando revisão (aviso dos grupos 3, 4, 6 e 7, a cada 5 minutos)' })
  @ApiOkResponse({ type: RevisaoPerfilDto })
  @ApiProibido('Só para os grupos 3, 4, 6 e 7')
  async disponiveis(@UsuarioAtual() eu: UsuarioAutenticado): Promise<RevisaoPerfilDto> {
    if (!AVISOS_MESA.revisaoPerfil.grupos.includes(eu.grupo_usuario_id)) throw new ForbiddenError('Avisos de revisão de perfil só para os grupos 3, 4, 6 e 7');
    return { quantidade: await this.queries.revisoesDePerfil() };
  }
}

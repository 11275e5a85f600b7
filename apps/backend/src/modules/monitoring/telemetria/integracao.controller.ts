import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JANELA_POSICAO_RECENTE_MIN, JANELA_VEICULO_ATIVO_H, saudePosicionamento } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { Campo, CampoNulo } from '../../masters/comum/dto.js';
import { IntegracaoQueries } from './integracao.queries.js';

export class DisponibilidadeIntegracaoDto {
  @Campo() tecnologia_id!: number;
  @Campo({ example: 'ONIXSAT' }) tecnologia!: string;
  @Campo({ description: 'Veículos desta tecnologia com terminal' }) veiculos!: number;
  @Campo({ description: `Veículos em serviço: com posição recebida nas últimas ${JANELA_VEICULO_ATIVO_H} horas` }) veiculos_ativos!: number;
  @Campo({ description: `Veículos com posição recebida nos últimos ${JANELA_POSICAO_RECENTE_MIN} minutos` }) veiculos_com_posicao!: number;
  @CampoNulo(Number, { description: 'Percentual (0–100) dos veículos em serviço com posição recente; -1: nenhum em serviço (integração fora do ar); nulo: sem veículos' })
  saude_posicionamento!: number | null;
  @CampoNulo(String, { format: 'date-time', description: 'Chegada da posição mais recente desta tecnologia' }) ultima_posicao!: string | null;
}

/**
 * GET /api/integracao/disponibilidade_integracoes (spec 02 §7, §9): the health of each counting
 * technology's feed from the positions that really arrived (the last position of each vehicle).
 * A client-side user counts only the vehicles linked to its clients (tenant scope, issue 19).
 */
@ApiTags('Integração')
@Autenticado()
@Controller('integracao')
export class IntegracaoController {
  constructor(private readonly queries: IntegracaoQueries) {}

  @Get('disponibilidade_integracoes')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Saúde do posicionamento de ONIXSAT, SASCAR, OMNILINK, MEU BRUTO e LOGÍSTICO, pelas posições recebidas' })
  @ApiOkResponse({ type: [DisponibilidadeIntegracaoDto] })
  async disponibilidade(@UsuarioAtual() eu: UsuarioAutenticado): Promise<DisponibilidadeIntegracaoDto[]> {
    const rows = await this.queries.porTecnologia(eu.escopo.tipo === 'clientes' ? eu.escopo.ids : null);
    return rows.map((r) => ({
      ...r,
      saude_posicionamento: saudePosicionamento(r.veiculos, r.veiculos_ativos, r.veiculos_com_posicao),
      ultima_posicao: r.ultima_posicao ? new Date(r.ultima_posicao).toISOString() : null,
    }));
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { JANELA_POSICAO_RECENTE_MIN, JANELA_VEICULO_ATIVO_H, saudePosicionamento, TECNOLOGIAS_DISPONIBILIDADE } from '@gr/domain';
import { kx } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { Campo, CampoNulo } from '../../masters/comum/dto.js';

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
  constructor(private readonly em: EntityManager) {}

  @Get('disponibilidade_integracoes')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Saúde do posicionamento de ONIXSAT, SASCAR, OMNILINK, MEU BRUTO e LOGÍSTICO, pelas posições recebidas' })
  @ApiOkResponse({ type: [DisponibilidadeIntegracaoDto] })
  async disponibilidade(@UsuarioAtual() eu: UsuarioAutenticado): Promise<DisponibilidadeIntegracaoDto[]> {
    const db = kx(this.em);
    const clientes = eu.escopo.tipo === 'clientes' ? eu.escopo.ids : null;
    const rows = (await db.raw(
      `select t.id as tecnologia_id, t.descricao as tecnologia,
              count(v.id)::int as veiculos,
              count(u.veiculo_id) filter (where u.data_recebida > clock_timestamp() - make_interval(hours => ?))::int as veiculos_ativos,
              count(u.veiculo_id) filter (where u.data_recebida > clock_timestamp() - make_interval(mins => ?))::int as veiculos_com_posicao,
              max(u.data_recebida) as ultima_posicao
       from tecnologias t
       left join veiculos v on v.tecnologia_id = t.id and v.terminal is not null
         and (?::int[] is null or exists (select 1 from clientes_veiculos lig where lig.veiculo_id = v.id and lig.ativo and lig.cliente_id = any(?::int[])))
       left join ultimas_posicoes u on u.veiculo_id = v.id
       where t.id = any(?::int[])
       group by t.id, t.descricao
       order by array_position(?::int[], t.id)`,
      [JANELA_VEICULO_ATIVO_H, JANELA_POSICAO_RECENTE_MIN, clientes, clientes, TECNOLOGIAS_DISPONIBILIDADE as number[], TECNOLOGIAS_DISPONIBILIDADE as number[]],
    )).rows as Array<{ tecnologia_id: number; tecnologia: string; veiculos: number; veiculos_ativos: number; veiculos_com_posicao: number; ultima_posicao: Date | null }>;
    return rows.map((r) => ({
      ...r,
      saude_posicionamento: saudePosicionamento(r.veiculos, r.veiculos_ativos, r.veiculos_com_posicao),
      ultima_posicao: r.ultima_posicao ? new Date(r.ultima_posicao).toISOString() : null,
    }));
  }
}

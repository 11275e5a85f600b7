import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JANELA_POSICAO_RECENTE_MIN, JANELA_VEICULO_ATIVO_H, TECNOLOGIAS_DISPONIBILIDADE } from '@gr/domain';
import { kx } from '@gr/infrastructure';

export interface FeedTecnologia {
  tecnologia_id: number;
  tecnologia: string;
  veiculos: number;
  veiculos_ativos: number;
  veiculos_com_posicao: number;
  ultima_posicao: Date | null;
}

/**
 * The feed of each counting technology: a vehicle is active when its tracker was heard within
 * JANELA_VEICULO_ATIVO_H (a position or a heartbeat: a unit alive without a fix is active and
 * lowers the positioning health), and positioning when its last position is recent.
 */
@Injectable()
export class IntegracaoQueries {
  constructor(private readonly em: EntityManager) {}

  /** `clientes`: a client user's clients (only the vehicles linked to them count); null: all. */
  async porTecnologia(clientes: number[] | null): Promise<FeedTecnologia[]> {
    const db = kx(this.em);
    return (await db.raw(
      `select t.id as tecnologia_id, t.descricao as tecnologia,
              count(v.id)::int as veiculos,
              count(v.id) filter (where greatest(u.data_recebida, c.data_recebida) > clock_timestamp() - make_interval(hours => ?))::int as veiculos_ativos,
              count(u.veiculo_id) filter (where u.data_recebida > clock_timestamp() - make_interval(mins => ?))::int as veiculos_com_posicao,
              max(u.data_recebida) as ultima_posicao
       from tecnologias t
       left join veiculos v on v.tecnologia_id = t.id and v.terminal is not null
         and (?::int[] is null or exists (select 1 from clientes_veiculos lig where lig.veiculo_id = v.id and lig.ativo and lig.cliente_id = any(?::int[])))
       left join ultimas_posicoes u on u.veiculo_id = v.id
       left join ultimos_contatos c on c.veiculo_id = v.id
       where t.id = any(?::int[])
       group by t.id, t.descricao
       order by array_position(?::int[], t.id)`,
      [JANELA_VEICULO_ATIVO_H, JANELA_POSICAO_RECENTE_MIN, clientes, clientes, TECNOLOGIAS_DISPONIBILIDADE as number[], TECNOLOGIAS_DISPONIBILIDADE as number[]],
    )).rows as FeedTecnologia[];
  }
}

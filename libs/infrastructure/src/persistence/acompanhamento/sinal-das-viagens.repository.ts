import type { EntityManager } from '@mikro-orm/postgresql';
import type { AvisosViagens, PerdaDeSinal, SinalDasViagens, ViagemDoAviso, ViagemVigiada } from '@gr/domain';
import { OutboxEmailSender } from '../../adapters/outbox-email-sender.js';
import { dataPg, kx } from '../knex.js';
import { transacaoAvisada } from '../viagens/mudancas.js';
import { naLinhaDoTempo, ocorrenciaDoSistema, type TiposOcorrencia } from './viagens-acompanhadas.repository.js';

/** Occurrence code of a signal loss (the catalogue's PERDA DE SINAL, eventos.ts). */
const CODIGO_PERDA_SINAL = 104;

/**
 * The signal-loss job's adapter (decision 39): the watched trips with their vehicle's last fix and
 * their client's e-mail contacts, and the recording of a loss — marked in the trip's monitoring
 * state by a conditional update, so of two processes only one records it. A recorded loss is told
 * to the live desk (`avisos`) once it commits.
 */
export class SqlSinalDasViagens implements SinalDasViagens {
  constructor(private readonly em: EntityManager, private readonly avisos?: AvisosViagens) {}

  /**
   * In-transit trips, and scheduled ones whose planned start is at most the PGR's time away (a
   * truck parked with its tracker off next week is not a loss yet), whose PGR sets the time.
   */
  async vigiadas(): Promise<ViagemVigiada[]> {
    const rows = await this.ler(
      `join pgr_clientes pc on pc.id = m.pgr_cliente_id`,
      `m.veiculo_id is not null and pc.tempo_perda_sinal_agendamento > 0
        and (m.status = 2 or (m.status = 1 and m.previsao_inicio <= now() + make_interval(mins => pc.tempo_perda_sinal_agendamento)))`,
      [],
    );
    return rows.map((r) => ({ ...r, status: r.status as 1 | 2, minutosPgr: r.minutosPgr ?? 0 }));
  }

  async viagem(id: number): Promise<ViagemDoAviso | null> {
    const [r] = await this.ler('left join pgr_clientes pc on pc.id = m.pgr_cliente_id', 'm.id = ?', [id]);
    return r ?? null;
  }

  /** The trips of a condition with their PGR's time, their vehicle's last fix, the silence told and the client's e-mails (by priority). */
  private async ler(juncao: string, condicao: string, params: number[]): Promise<ViagemDoAviso[]> {
    const rows = (await kx(this.em).raw(
      `select m.id, m.status, m.placa, m.cliente_id, m.embarcador_id, pc.tempo_perda_sinal_agendamento as minutos,
              case when m.veiculo_id is null then null else up.data_posicao end as ultima_em,
              m.acompanhamento->>'perdaSinalAvisada' as avisada,
              coalesce((select array_agg(c.email order by c.prioridade nulls last, c.id) from contatos c
                         where c.cliente_id = m.cliente_id and coalesce(c.email, '') <> ''), '{}') as emails
         from monitoramentos m
         ${juncao}
         left join ultimas_posicoes up on up.veiculo_id = m.veiculo_id
        where m.excluida_em is null and ${condicao}`,
      params,
    )) as {
      rows: Array<{ id: number; status: number; placa: string | null; cliente_id: number | null; embarcador_id: number | null; minutos: number | null; ultima_em: unknown; avisada: string | null; emails: string[] }>;
    };
    return rows.rows.map((r) => ({
      id: r.id, status: Number(r.status), placa: r.placa, cliente_id: r.cliente_id, embarcador_id: r.embarcador_id, minutosPgr: r.minutos === null ? null : Number(r.minutos),
      ultimaEm: r.ultima_em ? dataPg(r.ultima_em) : null, avisadaPara: r.avisada, emails: r.emails,
    }));
  }

  async registrar(p: PerdaDeSinal): Promise<boolean> {
    return transacaoAvisada(this.em, this.avisos, async (tem, mudancas) => {
      const db = kx(tem);
      const marcada = (await db('monitoramentos')
        .where({ id: p.viagem_id, status: p.status })
        .whereNull('excluida_em')
        .whereRaw(`coalesce(acompanhamento->>'perdaSinalAvisada', '') <> ?`, [p.avisadaPara])
        .update({ acompanhamento: db.raw(`coalesce(acompanhamento, '{}'::jsonb) || jsonb_build_object('perdaSinalAvisada', ?::text)`, [p.avisadaPara]) })
        .returning(['id', 'cliente_id', 'veiculo_id', 'placa'])) as Array<{ id: number; cliente_id: number; veiculo_id: number | null; placa: string | null }>;
      const v = marcada[0];
      if (!v) return false;
      mudancas.marcar(v.id);
      await naLinhaDoTempo(
        db, v.id, 'PERDA_SINAL',
        { tipo: 'PERDA_SINAL', descricao: p.descricao, ultima_posicao: p.avisadaPara, ...(p.email && { email_para: p.email.para }) },
        p.instante, p.autor,
      );
      if (p.status === 2) {
        const pontos = await ocorrenciaDoSistema(db, v, CODIGO_PERDA_SINAL, p.descricao, p.instante, null, new Map() as TiposOcorrencia);
        if (pontos) await db('monitoramentos').where('id', v.id).update({ pontuacao_risco: db.raw('pontuacao_risco + ?', [pontos]) });
      }
      if (p.email) {
        const correio = new OutboxEmailSender(tem);
        for (const para of p.email.para) await correio.enviar({ para, assunto: p.email.assunto, corpo: p.email.corpo });
      }
      return true;
    });
  }
}

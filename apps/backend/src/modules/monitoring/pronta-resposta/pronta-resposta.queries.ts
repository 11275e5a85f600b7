import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BusinessRuleError, MENSAGENS_PRONTA_RESPOSTA, NOMES_STATUS_VIAGEM, type StatusViagem } from '@gr/domain';
import { kx } from '@gr/infrastructure';

export interface ResumoAutorizacao {
  sm_id: number;
  status: string;
  placa: string | null;
  cliente: string | null;
  motorista: string | null;
  origem: string | null;
  destino: string | null;
  ultima_posicao: { latitude: number; longitude: number; data_posicao: string } | null;
  valida_ate: string;
  prontas_respostas: Array<{ nome: string; valor_acionamento: number; valor_distancia: number; valor_permanencia: number }>;
}

/**
 * What the public authorisation page shows (spec 02 §2): the trip behind a link that is still
 * unused and within its time, its last position and the client's rapid-response companies with
 * their prices. Nothing else of the trip leaves the server.
 */
@Injectable()
export class ProntaRespostaQueries {
  constructor(private readonly em: EntityManager) {}

  async resumoDoLink(linkId: number): Promise<ResumoAutorizacao> {
    const db = kx(this.em);
    const r = (await db('pronta_resposta_links as l')
      .join('monitoramentos as m', 'm.id', 'l.solicitacao_monitoramento_id')
      .leftJoin('clientes as c', 'c.id', 'm.cliente_id')
      .leftJoin('funcionarios as f', 'f.id', 'm.funcionario_id')
      .leftJoin('rotas as r', 'r.id', 'm.rota_id')
      .leftJoin('pontos as po', 'po.id', 'r.ponto_origem_id')
      .leftJoin('pontos as pd', 'pd.id', 'r.ponto_destino_id')
      .leftJoin('ultimas_posicoes as up', 'up.veiculo_id', 'm.veiculo_id')
      .where('l.id', linkId).whereNull('l.usada_em').where('l.valida_ate', '>', db.fn.now()).whereNull('m.excluida_em')
      .first(
        'm.id as sm_id', 'm.status', 'm.placa', 'm.cliente_id', db.raw('coalesce(c.nome_fantasia, c.razao_social) as cliente'), 'f.nome as motorista',
        'po.descricao as origem', 'pd.descricao as destino', db.raw('up.latitude::float8 as latitude'), db.raw('up.longitude::float8 as longitude'), 'up.data_posicao', 'l.valida_ate',
      )) as Record<string, unknown> | undefined;
    if (!r) throw new BusinessRuleError(MENSAGENS_PRONTA_RESPOSTA.linkUsado);
    const prontas = (await db('clientes_pronta_resposta as cp').join('pronta_resposta as p', 'p.id', 'cp.pronta_resposta_id').where('cp.cliente_id', r.cliente_id as number)
      .orderBy('p.nome').select('p.nome', db.raw('p.valor_acionamento::float8 as valor_acionamento'), db.raw('p.valor_distancia::float8 as valor_distancia'),
        db.raw('p.valor_permanencia::float8 as valor_permanencia'))) as ResumoAutorizacao['prontas_respostas'];
    const iso = (v: unknown) => new Date(v as string).toISOString();
    return {
      sm_id: r.sm_id as number,
      status: NOMES_STATUS_VIAGEM[r.status as StatusViagem],
      placa: (r.placa as string | null) ?? null,
      cliente: (r.cliente as string | null) ?? null,
      motorista: (r.motorista as string | null) ?? null,
      origem: (r.origem as string | null) ?? null,
      destino: (r.destino as string | null) ?? null,
      ultima_posicao: r.latitude !== null && r.latitude !== undefined ? { latitude: r.latitude as number, longitude: r.longitude as number, data_posicao: iso(r.data_posicao) } : null,
      valida_ate: iso(r.valida_ate),
      prontas_respostas: prontas,
    };
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA, type NovaLiberacaoProntaResposta, type ProntaRespostaEscrita, type ProntaRespostaRepository, type StatusViagem,
  type ViagemProntaResposta,
} from '@gr/domain';
import { kx } from '../knex.js';

interface LinhaViagem {
  id: number;
  status: number;
  cliente_id: number;
  veiculo_id: number | null;
  placa: string | null;
  nome_fantasia: string | null;
  cnpj: string | null;
}

/**
 * The rapid-response release's store (decision 48): pronta_resposta_links, the trip's occurrence
 * 249 (monitoramento_ocorrencias) and the release log (liberacoes, tipo PRONTA_RESPOSTA).
 */
export class SqlProntaRespostaRepository implements ProntaRespostaRepository {
  constructor(private readonly em: EntityManager, private readonly tx?: Knex) {}

  private get db(): Knex {
    return this.tx ?? kx(this.em);
  }

  transacao<T>(fn: (u: ProntaRespostaEscrita) => Promise<T>): Promise<T> {
    return this.em.transactional((tem) => fn(new SqlProntaRespostaRepository(tem as EntityManager, kx(tem))));
  }

  async travarViagem(id: number): Promise<ViagemProntaResposta | null> {
    const r = (await this.db('monitoramentos as m').leftJoin('clientes as c', 'c.id', 'm.cliente_id').where('m.id', id).whereNull('m.excluida_em')
      .forUpdate('m')
      .first('m.id', 'm.status', 'm.cliente_id', 'm.veiculo_id', 'm.placa', this.db.raw('coalesce(c.nome_fantasia, c.razao_social) as nome_fantasia'), 'c.cnpj')) as LinhaViagem | undefined;
    return r ? { ...r, status: r.status as StatusViagem } : null;
  }

  async emailsDoCliente(clienteId: number): Promise<string[]> {
    const rows = (await this.db('contatos').where('cliente_id', clienteId).whereRaw(`coalesce(email, '') <> ''`)
      .orderByRaw('prioridade nulls last, id').select('email')) as Array<{ email: string }>;
    return [...new Set(rows.map((r) => r.email))];
  }

  async criarLink(l: { viagemId: number; validaAte: Date; criadoPor: string }): Promise<number> {
    const [r] = (await this.db('pronta_resposta_links').insert({ solicitacao_monitoramento_id: l.viagemId, valida_ate: l.validaAte, username_add: l.criadoPor }).returning('id')) as Array<{ id: number }>;
    return r!.id;
  }

  async consumirLink(id: number, usuarioLiberacao: string, ip: string): Promise<{ viagemId: number } | null> {
    // The one place that makes the link single-use: of two uses at once, the second finds usada_em set.
    const [r] = (await this.db('pronta_resposta_links').where('id', id).whereNull('usada_em').where('valida_ate', '>', this.db.fn.now())
      .update({ usada_em: this.db.fn.now(), usuario_liberacao: usuarioLiberacao, ip: ip.slice(0, 45) })
      .returning('solicitacao_monitoramento_id')) as Array<{ solicitacao_monitoramento_id: number }>;
    return r ? { viagemId: r.solicitacao_monitoramento_id } : null;
  }

  async registrarLiberacao(l: NovaLiberacaoProntaResposta): Promise<{ id: number; ocorrencia_id: number } | null> {
    const tipo = (await this.db('ocorrencias').where('codigo', OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA).first('id')) as { id: number } | undefined;
    if (!tipo) return null;
    const v = l.viagem;
    const [oc] = (await this.db('monitoramento_ocorrencias').insert({
      solicitacao_monitoramento_id: v.id, ocorrencia_id: tipo.id, cliente_id: v.cliente_id, veiculo_id: v.veiculo_id, placa: v.placa, avulsa: false,
      status_viagem: v.status, descricao: l.observacao ?? `Pronta resposta autorizada por ${l.usuarioLiberacao}`, usuario_id: l.usuarioId,
      username_add: l.usuarioLiberacao, ip: l.ip.slice(0, 45),
    }).returning('id')) as Array<{ id: string | number }>;
    const [lib] = (await this.db('liberacoes').insert({
      usuario_logado: l.usuarioLogado, usuario_liberacao: l.usuarioLiberacao, placa: v.placa, tipo: 'PRONTA_RESPOSTA', solicitacao_monitoramento_id: v.id,
      observacao: l.observacao, nome_fantasia: v.nome_fantasia, cnpj: v.cnpj, ip: l.ip.slice(0, 45),
    }).returning('id')) as Array<{ id: string | number }>;
    return { id: Number(lib!.id), ocorrencia_id: Number(oc!.id) };
  }
}

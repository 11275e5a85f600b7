import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  checagemDoVeiculo, type ChecklistDoVeiculo, type ConsultaFatos, type FatosViagem, type FatosViagemPorta, type LiberacaoValida, type PgrDaViagem, type RegraRisco,
  type SituacaoCadastral, type StatusChecklist, type VeiculoDaViagem,
} from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { entradasDaBlacklist } from '../repositories/cadastro-apoio.queries.js';

/** The consultations' reading of a driver and a vehicle (cadastro-consulta's RegistroQueries.situacao). */
export type SituacaoDaConsulta = (clienteId: number, motoristaId: number | null, veiculoId: number | null, data: Date) => Promise<{ motorista: SituacaoCadastral | null; veiculo: SituacaoCadastral | null }>;

const numeroOuNulo = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * Gathers the facts of a trip request from the real tables (spec 02 §5): the vehicle with its
 * client link and tracker, its last fix, the trailers, the driver and phones, the route, the PGR
 * (asked, else the client's default), the consultations, the blacklist, the checklists, another
 * trip in transit, a release token still good, and the client's risk rules.
 */
export class SqlFatosViagem implements FatosViagemPorta {
  constructor(private readonly em: EntityManager, private readonly situacao: SituacaoDaConsulta, private readonly agora: () => Date) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async veiculo(veiculoId: number, clienteId: number): Promise<VeiculoDaViagem | null> {
    const db = this.db;
    const v = (await db('veiculos as v').where('v.id', veiculoId)
      .first('v.id', 'v.placa', 'v.tipo', 'v.terminal', 'v.tecnologia_id',
        db('clientes_veiculos as cv').whereRaw('cv.veiculo_id = v.id').where({ 'cv.cliente_id': clienteId, 'cv.ativo': true }).select('cv.tipo').limit(1).as('vinculo'))) as
      | { id: number; placa: string; tipo: string; terminal: string | null; tecnologia_id: number | null; vinculo: string | null }
      | undefined;
    return v ? { ...v, tecnologia_id: numeroOuNulo(v.tecnologia_id) } : null;
  }

  async checklists(veiculoId: number): Promise<ChecklistDoVeiculo[]> {
    const rows = (await this.db('check_lists').where('veiculo_id', veiculoId).orderBy('id', 'desc').limit(20)
      .select('id', 'cliente_id', 'status', 'data_cadastro', 'data_validade')) as Array<{ id: number; cliente_id: number; status: StatusChecklist; data_cadastro: unknown; data_validade: unknown }>;
    return rows.map((c) => ({ ...c, data_cadastro: dataPg(c.data_cadastro), data_validade: c.data_validade ? dataPg(c.data_validade) : null }));
  }

  async pgrDoCliente(pgrClienteId: number, clienteId: number): Promise<boolean> {
    return !!(await this.db('pgr_clientes').where({ id: pgrClienteId, cliente_id: clienteId }).first('id'));
  }

  private async pgr(clienteId: number, pgrId: number | null): Promise<PgrDaViagem | null> {
    const db = this.db;
    const qb = db('pgr_clientes').select('id', 'cliente_id', db.raw(`to_char(validade, 'YYYY-MM-DD') as validade`), 'valor_minimo_responsabilidade',
      'valor_limite_maximo_resposabilidade', 'valor_limite_localizador_movel', 'bloqueio_analise_perfil');
    // The PGR asked (its client is checked by the rule), else the client's default, else its first.
    const r = (await (pgrId ? qb.where('id', pgrId) : qb.where('cliente_id', clienteId).orderBy([{ column: 'pgr_padrao', order: 'desc' }, { column: 'id' }])).first()) as Record<string, unknown> | undefined;
    if (!r) return null;
    return {
      id: Number(r.id), cliente_id: Number(r.cliente_id), validade: String(r.validade),
      valor_minimo_responsabilidade: numeroOuNulo(r.valor_minimo_responsabilidade),
      valor_limite_maximo_resposabilidade: numeroOuNulo(r.valor_limite_maximo_resposabilidade),
      valor_limite_localizador_movel: numeroOuNulo(r.valor_limite_localizador_movel),
      bloqueio_analise_perfil: !!r.bloqueio_analise_perfil,
    };
  }

  async fatos({ clienteId, pedido: p, viagemId }: ConsultaFatos): Promise<FatosViagem> {
    const db = this.db;
    const agora = this.agora();
    const idsCarretas = [p.carreta1_id, p.carreta2_id, p.carreta3_id].filter((x): x is number => x !== null);
    const [cliente, veiculo, ultima, carretas, motorista, rota, embarcador, tecnologia, pgr, outra, liberacao, regras] = await Promise.all([
      db('clientes').where('id', clienteId).first('id', 'nome', 'cnpj') as Promise<{ id: number; nome: string; cnpj: string | null } | undefined>,
      this.veiculo(p.veiculo_id, clienteId),
      db('ultimas_posicoes').where('veiculo_id', p.veiculo_id).max('data_posicao as data').first() as Promise<{ data: unknown } | undefined>,
      idsCarretas.length
        ? (db('veiculos as v').whereIn('v.id', idsCarretas).select('v.id', 'v.placa', 'v.tipo',
          db.raw('exists (select 1 from clientes_veiculos cv where cv.veiculo_id = v.id and cv.cliente_id = ? and cv.ativo) as vinculada', [clienteId])) as Promise<Array<{ id: number; placa: string; tipo: string; vinculada: boolean }>>)
        : Promise.resolve([]),
      db('funcionarios as f').where('f.id', p.funcionario_id).first('f.id', 'f.nome', 'f.cpf', 'f.fone1', 'f.fone2', 'f.fone3',
        db.raw('exists (select 1 from clientes_funcionarios cf where cf.funcionario_id = f.id and cf.cliente_id = ? and cf.ativo) as vinculado', [clienteId])) as Promise<
        { id: number; nome: string; cpf: string; fone1: string | null; fone2: string | null; fone3: string | null; vinculado: boolean } | undefined>,
      p.rota_id ? (db('rotas').where('id', p.rota_id).first('id', 'cliente_id', 'ativa', 'distancia_km') as Promise<Record<string, unknown> | undefined>) : Promise.resolve(undefined),
      p.embarcador_id ? db('clientes').where('id', p.embarcador_id).first('id') : Promise.resolve(undefined),
      p.tecnologia_id ? db('tecnologias').where('id', p.tecnologia_id).first('id') : Promise.resolve(undefined),
      this.pgr(clienteId, p.pgr_cliente_id),
      db('monitoramentos').where({ veiculo_id: p.veiculo_id, status: 2 }).whereNull('excluida_em').modify((q) => { if (viagemId) q.whereNot('id', viagemId); }).first('id') as Promise<{ id: number } | undefined>,
      p.liberacao
        ? (db('liberacoes_viagem').where({ token: p.liberacao, cliente_id: clienteId, veiculo_id: p.veiculo_id }).whereNull('usada_em').where('valida_ate', '>', agora)
          .first('token', 'usuario_liberacao', 'usuario_logado', 'ip') as Promise<LiberacaoValida | undefined>)
        : Promise.resolve(undefined),
      db('regras_risco').where({ cliente_id: clienteId }).orderBy('id').select('id', 'definicao', 'pontos', 'ativo') as Promise<RegraRisco[]>,
    ]);
    const porId = new Map(carretas.map((c) => [Number(c.id), { ...c, id: Number(c.id), vinculada: !!c.vinculada }]));
    const listaCarretas = idsCarretas.map((id) => porId.get(id) ?? null);
    const alvoVeiculo = veiculo && veiculo.tipo !== 'CARRETA' ? veiculo.id : null;
    const [cadastro, blacklist, checklists] = await Promise.all([
      motorista || alvoVeiculo ? this.situacao(clienteId, motorista ? motorista.id : null, alvoVeiculo, p.previsao_inicio) : Promise.resolve({ motorista: null, veiculo: null }),
      entradasDaBlacklist(db, { placas: [veiculo?.placa ?? '', ...listaCarretas.map((c) => c?.placa ?? '')], documentos: motorista ? [motorista.cpf] : [] }),
      veiculo ? this.checklists(veiculo.id) : Promise.resolve([]),
    ]);
    const bl = blacklist[0];
    return {
      agora,
      clienteId,
      cliente: cliente ?? null,
      veiculo,
      ultimaPosicao: ultima?.data ? dataPg(ultima.data) : null,
      carretas: listaCarretas,
      motorista: motorista ? { ...motorista, vinculado: !!motorista.vinculado } : null,
      rota: rota ? { id: Number(rota.id), cliente_id: Number(rota.cliente_id), ativa: !!rota.ativa, distancia_km: numeroOuNulo(rota.distancia_km) } : null,
      embarcadorExiste: !!embarcador,
      tecnologiaExiste: !p.tecnologia_id || !!tecnologia,
      pgr,
      cadastro,
      blacklist: bl ? (bl.placa && bl.tipo_registro === 'VEÍCULO' ? { placa: bl.placa, motivo: bl.motivo } : { documento: bl.documento, motivo: bl.motivo }) : null,
      checklist: checagemDoVeiculo(checklists, agora),
      outraViagemEmTransito: outra?.id ?? null,
      liberacao: liberacao ?? null,
      regrasRisco: regras.map((r) => ({ ...r, pontos: Number(r.pontos) })),
    };
  }
}

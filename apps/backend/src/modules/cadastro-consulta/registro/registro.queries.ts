import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  exigirCliente, ForbiddenError, GRUPOS_REMOVER_PROTOCOLO, MENSAGENS_REGISTRO, NotFoundError, RENOVACAO_JANELA_DIAS, situacaoCadastral, type EscopoTenant, type GridPage, type GridQuery, type Laudo, type ProtocoloConhecido,
  type SituacaoCadastral,
} from '@gr/domain';
import { consultarGrid, entradasDaBlacklist, kx, linhaJson, placaNaBlacklist, type ColunasSql } from '@gr/infrastructure';

const ITENS = (campo: string) => `(select string_agg(i.${campo}, ' ') from registros_itens i where i.registro_id = r.id)`;

const COLUNAS: ColunasSql = {
  id: 'r.id',
  protocolo: 'r.protocolo',
  status: 'r.status',
  criterio: 'r.criterio',
  politica: 'r.politica',
  cliente_id: 'r.cliente_id',
  cliente: 'cl.razao_social',
  itens_resumo: `(select string_agg(i.tipo_registro || ' ' || coalesce(i.placa, i.documento, ''), ' / ' order by i.ordem) from registros_itens i where i.registro_id = r.id)`,
  documento: ITENS('documento'),
  placa: ITENS('placa'),
  usuario: 'r.usuario',
  data_cadastro: 'r.data_cadastro',
  validade: 'r.validade',
  fonte: 'r.fonte',
  is_pesquisa_conjunto: 'r.is_pesquisa_conjunto',
  hash: 'r.hash',
};

const RENOVACAO: ColunasSql = {
  registro_id: 'r.id',
  item: 'i.hash',
  protocolo: 'r.protocolo',
  cliente: 'cl.razao_social',
  cliente_id: 'r.cliente_id',
  criterio: 'r.criterio',
  tipo_registro: 'i.tipo_registro',
  documento: 'i.documento',
  placa: 'i.placa',
  nome: 'i.nome',
  laudo: 'i.laudo',
  validade: 'i.data_vencimento',
  dias_restantes: `floor(extract(epoch from (i.data_vencimento - now())) / 86400)::int`,
};

export interface RegistroLinha {
  id: number;
  cliente_id: number;
  pode_remover: boolean;
  [k: string]: unknown;
}

type Linha = Record<string, unknown>;

/** Read side of registrations, always within the caller's tenant scope (the registration's client). */
@Injectable()
export class RegistroQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant) {
    const qb = this.db('registros as r').join('clientes as cl', 'cl.id', 'r.cliente_id');
    if (escopo.tipo === 'clientes') qb.whereIn('r.cliente_id', escopo.ids.length ? escopo.ids : [0]);
    return qb;
  }

  grid(q: GridQuery, escopo: EscopoTenant, grupo: number): Promise<GridPage<RegistroLinha>> {
    const podeRemover = (GRUPOS_REMOVER_PROTOCOLO as readonly number[]).includes(grupo);
    return consultarGrid<RegistroLinha>(
      () => this.base(escopo),
      (qb) => qb.select(Object.entries(COLUNAS).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      COLUNAS,
      { desempate: 'r.id' },
    ).then((p) => ({ ...p, rows: p.rows.map((r) => ({ ...r, pode_remover: podeRemover && r.status !== 'CANCELADO' })) }));
  }

  /** The registration row within scope; 404 when missing (or when the URL's hash does not match). */
  async cabecalho(id: number, escopo: EscopoTenant, hash?: string) {
    const r = (await this.db('registros as r').join('clientes as cl', 'cl.id', 'r.cliente_id').where('r.id', id)
      .first('r.id', 'r.protocolo', 'r.status', 'r.politica', 'r.criterio', 'r.cliente_id', 'cl.razao_social as cliente', 'r.validade', 'r.observacao', 'r.fonte',
        'r.usuario', 'r.data_cadastro', 'r.hash', 'r.finalidade', 'r.base_legal', 'r.is_pesquisa_conjunto', 'r.renovado_de', 'r.renovado_em', 'r.version')) as Linha | undefined;
    if (!r || (hash !== undefined && r.hash !== hash)) throw new NotFoundError(MENSAGENS_REGISTRO.naoEncontrado);
    exigirCliente(escopo, r.cliente_id as number);
    return linhaJson(r);
  }

  /** Items with their observations and attachments (metadata only; the file is its own call). */
  async itens(id: number) {
    const [itens, observacoes, anexos] = await Promise.all([
      this.db('registros_itens').where('registro_id', id).orderBy('ordem')
        .select('id', 'hash', 'tipo_registro', 'documento', 'placa', 'nome', 'funcionario_id', 'veiculo_id', 'politica', 'laudo', 'bloqueado', 'motivo', 'data_vencimento', 'dados', 'is_correcao_parametro'),
      this.db('registros_observacoes').where('registro_id', id).orderBy('data')
        .select('item_hash', 'descricao', 'status_analise', 'usuario', 'data',
          this.db.raw(`to_char(data at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as data_br`), this.db.raw(`to_char(data at time zone 'America/Sao_Paulo', 'HH24:MI:SS') as hora`)),
      this.db('registros_anexos').where('registro_id', id).orderBy('id').select('id', 'item_hash', 'nome', 'tipo', 'tamanho', 'usuario', 'data'),
    ]);
    return (itens as Linha[]).map((i) => ({
      ...linhaJson(i),
      observacoes: (observacoes as Linha[]).filter((o) => o.item_hash === i.hash).map((o) => ({ descricao: o.descricao, data: o.data_br, hora: o.hora, usuario: o.usuario, status_analise: o.status_analise, data_iso: new Date(o.data as string).toISOString() })),
      anexos: (anexos as Linha[]).filter((a) => a.item_hash === i.hash).map((a) => ({ ...linhaJson(a), url: `/api/registro/anexo/${a.id}` })),
    }));
  }

  async anexo(anexoId: number, escopo: EscopoTenant) {
    const a = (await this.db('registros_anexos as a').join('registros as r', 'r.id', 'a.registro_id').where('a.id', anexoId).first('a.nome', 'a.tipo', 'a.conteudo', 'r.cliente_id')) as
      | { nome: string; tipo: string; conteudo: Buffer; cliente_id: number }
      | undefined;
    if (!a) throw new NotFoundError('Anexo não encontrado');
    exigirCliente(escopo, a.cliente_id);
    return a;
  }

  /** An external protocol's view (spec 03 §2 /protocolo/{id}). */
  async protocolo(id: number, escopo: EscopoTenant) {
    const r = await this.cabecalho(id, escopo);
    const itens = (await this.db('registros_itens as i').leftJoin('funcionarios as f', 'f.id', 'i.funcionario_id').where('i.registro_id', id).orderBy('i.ordem')
      .select('i.tipo_registro', 'i.funcionario_id', 'i.veiculo_id', 'i.documento', 'i.placa', 'i.nome', 'i.laudo', 'i.bloqueado', 'i.motivo', 'f.nome as nome_funcionario')) as Linha[];
    const m = itens.find((i) => i.tipo_registro === 'MOTORISTA');
    const v = itens.find((i) => i.tipo_registro === 'VEICULO');
    return {
      id: r.id, cliente_id: r.cliente_id, cliente: r.cliente, fonte: r.fonte, protocolo: r.protocolo, validade: r.validade, politica: r.politica, criterio: r.criterio,
      status: r.status, usuario: r.usuario, data_cadastro: r.data_cadastro,
      motorista: m ? { id: m.funcionario_id, nome: m.nome_funcionario ?? m.nome, cpf: m.documento, laudo: m.laudo, bloqueado: m.bloqueado, motivo: m.motivo } : null,
      veiculo: v ? { id: v.veiculo_id, placa: v.placa, laudo: v.laudo, bloqueado: v.bloqueado, motivo: v.motivo } : null,
    };
  }

  /** Items that can be renewed: favourable searches expiring within 30 days or expired in the last 90, not yet renewed. */
  renovacao(q: GridQuery, escopo: EscopoTenant) {
    return consultarGrid<Linha>(
      () => {
        const qb = this.db('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id').join('clientes as cl', 'cl.id', 'r.cliente_id')
          .whereNot('r.status', 'CANCELADO').whereNull('r.renovado_em').whereIn('i.laudo', ['ACORDO', 'RETIFICADO']).where('i.bloqueado', false)
          .whereRaw(`i.data_vencimento < now() + make_interval(days => ?)`, [RENOVACAO_JANELA_DIAS.antes])
          .whereRaw(`i.data_vencimento > now() - make_interval(days => ?)`, [RENOVACAO_JANELA_DIAS.depois]);
        if (escopo.tipo === 'clientes') qb.whereIn('r.cliente_id', escopo.ids.length ? escopo.ids : [0]);
        return qb;
      },
      (qb) => qb.select(Object.entries(RENOVACAO).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      RENOVACAO,
      { desempate: 'i.id' },
    );
  }

  /** Registrations by protocol, document or plate (autocomplete and find_registros). */
  async buscar(filtro: string, escopo: EscopoTenant) {
    const f = filtro.trim().toUpperCase();
    const digitos = f.replace(/\D/g, '');
    const qb = this.base(escopo).orderBy('r.id', 'desc').limit(20)
      .select('r.id', 'r.hash', 'r.protocolo', 'r.status', 'r.criterio', 'r.validade', 'cl.razao_social as cliente', this.db.raw(`${COLUNAS.itens_resumo} as itens_resumo`))
      .where((w) => {
        w.where('r.protocolo', 'ilike', `%${f.replace(/[%_\\]/g, '')}%`);
        w.orWhereExists(this.db('registros_itens as i').whereRaw('i.registro_id = r.id').where((x) => {
          x.where('i.placa', f.replace(/[^A-Z0-9]/g, '') || '-');
          if (digitos.length >= 11) x.orWhere('i.documento', digitos);
        }));
      });
    return ((await qb) as Linha[]).map(linhaJson);
  }

  /** Is there a current valid search of this document or plate for the client (the wizard's confirmation)? */
  async vigente(clienteId: number, filtro: string, criterio: string | null) {
    const f = filtro.trim().toUpperCase();
    const digitos = f.replace(/\D/g, '');
    const qb = this.db('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id')
      .where('r.cliente_id', clienteId).whereNot('r.status', 'CANCELADO').whereIn('i.laudo', ['ACORDO', 'RETIFICADO']).where('i.bloqueado', false)
      .where('i.data_vencimento', '>', this.db.fn.now())
      .where((w) => w.where('i.placa', f.replace(/[^A-Z0-9]/g, '') || '-').orWhere('i.documento', digitos || '-'))
      .orderBy('i.data_vencimento', 'desc')
      .first('r.id as registro_id', 'r.hash', 'r.protocolo', 'i.data_vencimento as validade');
    if (criterio) qb.where('r.criterio', criterio);
    const r = (await qb) as Linha | undefined;
    return r ? { existe: true, ...linhaJson(r) } : { existe: false, registro_id: null, hash: null, protocolo: null, validade: null };
  }

  /** The registration items of one driver or vehicle (GET /registro/{motorista|veiculo}/{id}), newest first. */
  async doAlvo(alvo: 'motorista' | 'veiculo', id: number, escopo: EscopoTenant) {
    const [tabela, ligacao, coluna] = alvo === 'motorista' ? ['funcionarios', 'clientes_funcionarios', 'funcionario_id'] : ['veiculos', 'clientes_veiculos', 'veiculo_id'];
    if (!(await this.db(tabela).where('id', id).first('id'))) throw new NotFoundError(alvo === 'motorista' ? 'Motorista não encontrado' : 'Veículo não encontrado');
    // A client user reaches only the drivers and vehicles linked to its clients (like every other call).
    if (escopo.tipo === 'clientes' && !(await this.db(ligacao).where({ [coluna]: id, ativo: true }).whereIn('cliente_id', escopo.ids.length ? escopo.ids : [0]).first('id'))) {
      throw new ForbiddenError('Não há permissão');
    }
    const qb = this.db('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id').join('clientes as cl', 'cl.id', 'r.cliente_id')
      .where(alvo === 'motorista' ? 'i.funcionario_id' : 'i.veiculo_id', id).orderBy('r.id', 'desc').limit(100)
      .select('r.id as registro_id', 'r.hash', 'r.protocolo', 'r.status', 'r.criterio', 'r.fonte', 'r.cliente_id', 'cl.razao_social as cliente', 'i.hash as item', 'i.laudo', 'i.bloqueado',
        'i.motivo', 'i.data_vencimento', 'r.data_cadastro');
    if (escopo.tipo === 'clientes') qb.whereIn('r.cliente_id', escopo.ids.length ? escopo.ids : [0]);
    return ((await qb) as Linha[]).map(linhaJson);
  }

  /**
   * What trips read (issue 13): for a client, a driver and a vehicle at a date, a valid protocol
   * and whether the profile analysis or the blacklist blocks them. A driver's protocols are its
   * registration items and its profiles (`funcionarios_perfis`, also written by hand on the
   * employee's profiles tab); a vehicle's are its registration items.
   */
  async situacao(clienteId: number, motoristaId: number | null, veiculoId: number | null, data: Date): Promise<{ motorista: SituacaoCadastral | null; veiculo: SituacaoCadastral | null }> {
    const db = this.db;
    const protocolos = async (coluna: 'funcionario_id' | 'veiculo_id', id: number, chave: { documento?: string; placa?: string }): Promise<ProtocoloConhecido[]> => {
      const rows = (await db('registros_itens as i').join('registros as r', 'r.id', 'i.registro_id')
        .where('r.cliente_id', clienteId).whereNot('r.status', 'CANCELADO')
        .where((w) => {
          w.where(`i.${coluna}`, id);
          if (chave.documento) w.orWhere((x) => x.where('i.documento', chave.documento!).where('i.tipo_registro', 'MOTORISTA'));
          if (chave.placa) w.orWhere((x) => x.where('i.placa', chave.placa!).where('i.tipo_registro', 'VEICULO'));
        })
        .select('r.protocolo', 'i.data_vencimento', 'i.laudo', 'i.bloqueado', 'i.motivo', 'r.data_cadastro', 'r.updated_at')) as Array<{ protocolo: string; data_vencimento: Date; laudo: Laudo; bloqueado: boolean; motivo: string | null; data_cadastro: Date; updated_at: Date }>;
      return rows.map((r) => ({ protocolo: r.protocolo, validade: new Date(r.data_vencimento), laudo: r.laudo, bloqueado: r.bloqueado, motivo: r.motivo, data: new Date(r.updated_at) }));
    };
    let motorista: SituacaoCadastral | null = null;
    if (motoristaId) {
      const f = (await db('funcionarios').where('id', motoristaId).first('cpf')) as { cpf: string } | undefined;
      if (!f) throw new NotFoundError('Motorista não encontrado');
      const [itens, perfis, bl] = await Promise.all([
        protocolos('funcionario_id', motoristaId, { documento: f.cpf }),
        // Profiles typed by hand (no registration item behind them) count as favourable protocols.
        db('funcionarios_perfis').where({ funcionario_id: motoristaId, cliente_id: clienteId }).whereNull('registro_item_id').whereNotNull('validade_protocolo')
          .select('protocolo', db.raw(`(validade_protocolo + time '23:59:59') at time zone 'America/Sao_Paulo' as validade`)) as Promise<Array<{ protocolo: string | null; validade: Date }>>,
        entradasDaBlacklist(db, { documentos: [f.cpf] }).then((l) => l.find((e) => e.tipo_registro === 'MOTORISTA_EMPRESA') ?? null),
      ]);
      // Dated at the epoch: a profile typed by hand never counts as the latest analysis, so it cannot lift a block.
      const manuais: ProtocoloConhecido[] = perfis.map((p) => ({ protocolo: p.protocolo ?? '', validade: new Date(p.validade), laudo: 'ACORDO', bloqueado: false, motivo: null, data: new Date(0) }));
      motorista = situacaoCadastral([...itens, ...manuais], bl, data);
    }
    let veiculo: SituacaoCadastral | null = null;
    if (veiculoId) {
      const v = (await db('veiculos').where('id', veiculoId).first('placa')) as { placa: string } | undefined;
      if (!v) throw new NotFoundError('Veículo não encontrado');
      const [itens, bl] = await Promise.all([protocolos('veiculo_id', veiculoId, { placa: v.placa }), placaNaBlacklist(db, v.placa)]);
      veiculo = situacaoCadastral(itens, bl, data);
    }
    return { motorista, veiculo };
  }
}

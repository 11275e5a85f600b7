import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  exigirCliente, idadeVinculo, NotFoundError, somenteDigitos, MENSAGENS_CLIENTE,
  type EscopoTenant, type GridPage, type GridQuery, type TipoCliente,
} from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, selecionarColunas, SqlProntaRespostaClienteRepository, type ColunasSql } from '@gr/infrastructure';
import { filtrarCliente } from '../comum/escopo.js';
import type { ClienteBuscaDto, ClienteDto, GrupoDoClienteDto, VinculoMotoristaDto, VinculoVeiculoDto } from './clientes.dto.js';

const SQL_CLIENTES: ColunasSql = {
  id: 'c.id',
  razao_social: 'c.razao_social',
  nome_fantasia: 'c.nome_fantasia',
  cnpj: 'c.cnpj',
  tipo: 'c.tipo',
  endereco: 'c.endereco',
  numero: 'c.numero',
  complemento: 'c.complemento',
  bairro: 'c.bairro',
  cep: 'c.cep',
  cidade: 'c.cidade',
  uf: 'c.uf',
  estado: 'e.nome',
  corretor_id: 'c.corretor_id',
  corretor: 'co.razao_social',
  segurador_id: 'c.segurador_id',
  segurador: 'se.razao_social',
  reteste: 'c.reteste',
  expresso: 'c.expresso',
  ativo: 'c.ativo',
  data_cadastro: 'c.data_cadastro',
  updated_at: 'c.updated_at',
};

const SQL_VEICULOS_CLIENTE: ColunasSql = {
  id: 'cv.id',
  cliente_id: 'cv.cliente_id',
  veiculo_id: 'cv.veiculo_id',
  placa: 'v.placa',
  tipo: 'cv.tipo',
  tipo_veiculo: 'v.tipo',
  tecnologia: 't.descricao',
  ativo: 'cv.ativo',
  data_cadastro: 'cv.data_cadastro',
  data_inativacao: 'cv.data_inativacao',
};

const SQL_MOTORISTAS_CLIENTE: ColunasSql = {
  id: 'cf.id',
  funcionario_id: 'cf.funcionario_id',
  nome: 'f.nome',
  cpf: 'f.cpf',
  fone1: 'f.fone1',
  vinculo: 'cf.vinculo',
  ativo: 'cf.ativo',
  data_cadastro: 'cf.data_cadastro',
  data_inativacao: 'cf.data_inativacao',
};

const selecionar = (sql: ColunasSql): ((qb: Knex.QueryBuilder) => Knex.QueryBuilder) => selecionarColunas(sql);

/** Read side of clients: grid, detail, pickers and the client form's tabs, within the caller's scope. */
@Injectable()
export class ClientesQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant, usadas?: ReadonlySet<string>) {
    const qb = this.db('clientes as c');
    if (!usadas || usadas.has('corretor')) qb.leftJoin('clientes as co', 'co.id', 'c.corretor_id');
    if (!usadas || usadas.has('segurador')) qb.leftJoin('clientes as se', 'se.id', 'c.segurador_id');
    if (!usadas) qb.leftJoin('estados as e', 'e.uf', 'c.uf');
    return filtrarCliente(qb, escopo, 'c.id');
  }

  grid(q: GridQuery, escopo: EscopoTenant, exportar: boolean): Promise<GridPage<ClienteDto>> {
    return consultarGrid<ClienteDto>((u) => this.base(escopo, u), selecionar(SQL_CLIENTES), q, SQL_CLIENTES, { semPaginacao: exportar, desempate: 'c.id' });
  }

  /** One client; 404 when missing, 403 'Não há permissão' outside the scope (spec 03 §6). */
  async detalhe(id: number, escopo: EscopoTenant): Promise<ClienteDto> {
    const row = await selecionar(SQL_CLIENTES)(this.base({ tipo: 'todos' })).where('c.id', id).first();
    if (!row) throw new NotFoundError(MENSAGENS_CLIENTE.naoEncontrado);
    exigirCliente(escopo, id);
    return { ...(linhaJson(row) as ClienteDto), pronta_resposta_ids: await new SqlProntaRespostaClienteRepository(this.em).idsDoCliente(id) };
  }

  /** Pickers: active clients by name, fantasy name or CNPJ digits, optionally of some types (30 at most). */
  buscar(escopo: EscopoTenant, texto: string, tipos?: readonly TipoCliente[]): Promise<ClienteBuscaDto[]> {
    const qb = this.db('clientes').where('ativo', true).orderBy('razao_social').limit(30).select('id', 'nome', 'nome_fantasia', 'cnpj', 'tipo', 'cidade', 'uf');
    if (tipos?.length) qb.whereIn('tipo', tipos);
    if (texto) {
      const digitos = somenteDigitos(texto);
      qb.where((w) => {
        w.whereRaw(`razao_social ilike ? escape '\\'`, [likeContem(texto)]).orWhereRaw(`nome_fantasia ilike ? escape '\\'`, [likeContem(texto)]);
        if (digitos.length >= 3) w.orWhere('cnpj', 'like', `${digitos}%`);
      });
    }
    return filtrarCliente(qb, escopo, 'id');
  }

  /** The clients a user may pick among: its own and managed ones, or every active client for staff. */
  gerenciados(escopo: EscopoTenant): Promise<ClienteBuscaDto[]> {
    const qb = this.db('clientes').where('ativo', true).orderBy('razao_social').select('id', 'nome', 'nome_fantasia', 'cnpj', 'tipo', 'cidade', 'uf');
    return filtrarCliente(qb, escopo, 'id');
  }

  private vinculosBase(clienteId: number) {
    return this.db('clientes_veiculos as cv').join('veiculos as v', 'v.id', 'cv.veiculo_id').leftJoin('tecnologias as t', 't.id', 'v.tecnologia_id').where('cv.cliente_id', clienteId);
  }
  private comIdade = (row: Record<string, unknown>): VinculoVeiculoDto => {
    const v = linhaJson(row) as unknown as VinculoVeiculoDto;
    return { ...v, idade: idadeVinculo(new Date(v.data_cadastro), new Date()) };
  };

  async veiculosDoCliente(clienteId: number, q: GridQuery, exportar: boolean): Promise<GridPage<VinculoVeiculoDto>> {
    const pagina = await consultarGrid<Record<string, unknown>>(() => this.vinculosBase(clienteId), selecionar(SQL_VEICULOS_CLIENTE), q, SQL_VEICULOS_CLIENTE, { semPaginacao: exportar, desempate: 'cv.id' });
    return { ...pagina, rows: pagina.rows.map(this.comIdade) };
  }

  /** The active link of a vehicle with a client, with its age band; null when there is none. */
  async vinculoAtivo(clienteId: number, veiculoId: number): Promise<VinculoVeiculoDto | null> {
    const row = await selecionar(SQL_VEICULOS_CLIENTE)(this.vinculosBase(clienteId)).where({ 'cv.veiculo_id': veiculoId, 'cv.ativo': true }).first();
    return row ? this.comIdade(row) : null;
  }

  async vinculoPorId(id: number): Promise<VinculoVeiculoDto | null> {
    const row = await selecionar(SQL_VEICULOS_CLIENTE)(this.db('clientes_veiculos as cv').join('veiculos as v', 'v.id', 'cv.veiculo_id').leftJoin('tecnologias as t', 't.id', 'v.tecnologia_id')).where('cv.id', id).first();
    return row ? this.comIdade(row) : null;
  }

  motoristasDoCliente(clienteId: number, q: GridQuery, exportar: boolean): Promise<GridPage<VinculoMotoristaDto>> {
    return consultarGrid<VinculoMotoristaDto>(
      () => this.db('clientes_funcionarios as cf').join('funcionarios as f', 'f.id', 'cf.funcionario_id').where('cf.cliente_id', clienteId),
      selecionar(SQL_MOTORISTAS_CLIENTE),
      q,
      SQL_MOTORISTAS_CLIENTE,
      { semPaginacao: exportar, desempate: 'cf.id' },
    );
  }

  gruposDoCliente(clienteId: number, q: GridQuery): Promise<GridPage<GrupoDoClienteDto>> {
    const sql: ColunasSql = {
      id: 'g.id',
      descricao: 'g.descricao',
      ativo: 'coalesce(cg.ativo, false)',
      contatos: '(select count(*) from grupos_contatos gc where gc.grupo_id = g.id)::int',
    };
    return consultarGrid<GrupoDoClienteDto>(
      () => this.db('grupos as g').leftJoin('clientes_grupos as cg', (j) => j.on('cg.grupo_id', 'g.id').andOn('cg.cliente_id', this.db.raw('?', [clienteId]))),
      (qb) => qb.select(Object.entries(sql).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      sql,
      { desempate: 'g.id' },
    );
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  exigirCliente, ForbiddenError, MENSAGENS_FUNCIONARIO, NotFoundError, somenteDigitos,
  type EscopoTenant, type GridPage, type GridQuery,
} from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, type ColunasSql } from '@gr/infrastructure';
import { colunasDeVinculo, filtrarCliente, filtrarPorVinculo, vinculosVisiveis } from '../comum/escopo.js';
import type { VinculoClienteDto } from '../comum/vinculo.dto.js';
import type { FuncionarioBuscaDto, FuncionarioDetalheDto, FuncionarioLinhaDto, PerfilDto } from './funcionarios.dto.js';

const COLUNAS: ColunasSql = {
  id: 'f.id',
  nome: 'f.nome',
  cpf: 'f.cpf',
  rg: 'f.rg',
  funcao_id: 'f.funcao_id',
  funcao_descricao: 'fu.descricao',
  tipo: 'f.tipo',
  registro_cnh: 'f.registro_cnh',
  cnh: 'f.cnh',
  cnh_validade: "to_char(f.cnh_validade, 'YYYY-MM-DD')",
  fone1: 'f.fone1',
  fone2: 'f.fone2',
  fone3: 'f.fone3',
  endereco: 'f.endereco',
  numero: 'f.numero',
  complemento: 'f.complemento',
  bairro: 'f.bairro',
  cep: 'f.cep',
  cidade: 'f.cidade',
  uf: 'f.uf',
  data_cadastro: 'f.data_cadastro',
  updated_at: 'f.updated_at',
};

/** Read side of employees, within the caller's scope (through the employee's active client links). */
@Injectable()
export class FuncionariosQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant, clienteId?: number | null, usadas?: ReadonlySet<string>) {
    const qb = this.db('funcionarios as f');
    if (!usadas || usadas.has('funcao_descricao')) qb.leftJoin('funcoes as fu', 'fu.id', 'f.funcao_id');
    return filtrarPorVinculo(qb, 'funcionario', 'f', escopo, clienteId);
  }

  grid(q: GridQuery, escopo: EscopoTenant, clienteId: number | null, exportar: boolean): Promise<GridPage<FuncionarioLinhaDto>> {
    // The date filter compares the day column, not its text.
    const sql = { ...COLUNAS, cnh_validade: 'f.cnh_validade', ...colunasDeVinculo('funcionario', 'f', escopo) };
    const select = { ...sql, cnh_validade: COLUNAS.cnh_validade };
    return consultarGrid<FuncionarioLinhaDto>(
      (u) => this.base(escopo, clienteId, u),
      (qb) => qb.select(Object.entries(select).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      sql,
      { semPaginacao: exportar, desempate: 'f.id' },
    );
  }

  /**
   * An employee with its visible links and profiles; 404 when missing, 403 'Não há permissão' when
   * a scoped user's clients have no active link with it (spec 03 §6).
   */
  async detalhe(id: number, escopo: EscopoTenant, clienteId?: number): Promise<FuncionarioDetalheDto> {
    const row = await this.base({ tipo: 'todos' })
      .leftJoin('estados as e', 'e.uf', 'f.uf')
      .where('f.id', id)
      .first([...Object.entries(COLUNAS).map(([k, v]) => this.db.raw(`${v} as ${k}`)), 'e.nome as estado']);
    if (!row) throw new NotFoundError(MENSAGENS_FUNCIONARIO.naoEncontrado);
    if (clienteId !== undefined) exigirCliente(escopo, clienteId);
    const vinculos = (await vinculosVisiveis(this.db, 'funcionario', id, escopo)) as VinculoClienteDto[];
    if (escopo.tipo === 'clientes' && !vinculos.length) throw new ForbiddenError('Não há permissão');
    const vinculo = (clienteId !== undefined ? vinculos.find((v) => v.cliente_id === clienteId) : vinculos[0]) ?? null;
    const perfis = filtrarCliente(
      // A profile a registration wrote names it (issue 13: the profiles tab and the registrations share these rows).
      this.db('funcionarios_perfis as p').join('clientes as c', 'c.id', 'p.cliente_id')
        .leftJoin('registros_itens as ri', 'ri.id', 'p.registro_item_id').leftJoin('registros as r', 'r.id', 'ri.registro_id')
        .where('p.funcionario_id', id).orderBy('c.razao_social')
        .select('p.cliente_id', 'c.razao_social as cliente', 'p.protocolo', this.db.raw(`to_char(p.validade_protocolo, 'YYYY-MM-DD') as validade_protocolo`), 'r.id as registro_id', 'r.hash as registro_hash'),
      escopo,
      'p.cliente_id',
    );
    return {
      ...(linhaJson(row) as unknown as FuncionarioDetalheDto),
      vinculos,
      cliente_id: vinculo?.cliente_id ?? clienteId ?? null,
      vinculo: vinculo?.tipo ?? null,
      perfis: (await perfis) as PerfilDto[],
    };
  }

  /** `find_funcionario`: by name or CPF, and by phones (digits, from the start), within the scope (30 at most). */
  buscar(escopo: EscopoTenant, filtro: { texto: string; clienteId: number | null; fones: string[] }): Promise<FuncionarioBuscaDto[]> {
    const qb = this.db('funcionarios as f').orderBy('f.nome').limit(30).select('f.id', 'f.nome', 'f.cpf', 'f.fone1', 'f.fone2', 'f.fone3', 'f.tipo');
    if (filtro.texto) {
      const digitos = somenteDigitos(filtro.texto);
      qb.where((w) => {
        w.whereRaw(`f.nome ilike ? escape '\\'`, [likeContem(filtro.texto)]);
        if (digitos.length >= 3) w.orWhere('f.cpf', 'like', `${digitos}%`);
      });
    }
    for (const fone of filtro.fones) qb.where((w) => w.where('f.fone1', 'like', `${fone}%`).orWhere('f.fone2', 'like', `${fone}%`).orWhere('f.fone3', 'like', `${fone}%`));
    if (filtro.clienteId) exigirCliente(escopo, filtro.clienteId);
    return filtrarPorVinculo(qb, 'funcionario', 'f', escopo, filtro.clienteId);
  }
}

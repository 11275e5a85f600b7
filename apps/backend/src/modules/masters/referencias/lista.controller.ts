import { applyDecorators, Body, Controller, Delete, Get, Inject, Injectable, Param, Patch, Post, Query, Res, type PipeTransform, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { GRIDS_LISTAS, LISTAS, NotFoundError, TIPO_COLUNA_LISTA, validarLista, ValidationError, type CampoLista, type GridSpec, type NomeLista } from '@gr/domain';
import { consultarGrid, kx, SqlListaRepository, type ColunasSql, type Referencia } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Booleano, Dinheiro, Envelope, Id, Inteiro, Texto } from '../comum/dto.js';

/**
 * One controller shape for the simple reference lists (technologies, makers, models, functions,
 * kinds of loss, contact groups, e-mail layouts, states): grid, show, create, update, delete and a
 * plain list for pickers. The fields, their rules and the messages come from the domain's LISTAS;
 * the DTOs Swagger documents are built from the same definition.
 */
export interface ListaConfig {
  lista: NomeLista;
  /** Route under /api and the class name prefix ('Tecnologias' → TecnologiasController). */
  rota: string;
  classe: string;
  /** Swagger tag (declared in shared/http/api-tags.ts) and the plural the summaries use ('tecnologias'). */
  tag: string;
  plural: string;
  /** The row in the summaries when the domain's noun is too short for the API ('grupo' → 'grupo de contatos'). */
  singular?: string;
  /** Payload wrapper of the spec: `{ tecnologia: {...} }`. */
  envelope: string;
  /** Access-rule controller (libs/domain/src/identity/acessos.ts). */
  acesso: string;
  tabela: string;
  chave: 'id' | 'uf';
  indiceUnico: string;
  /**
   * The SQL of the grid's columns that are not fields of the list (GRIDS_LISTAS declares them,
   * with their titles, page size and order): name → SQL over alias `t` and the joins of `de`.
   */
  extras?: Record<string, string>;
  de?: (db: Knex) => Knex.QueryBuilder;
  referencias: readonly Referencia[];
  /** GET <rota>/<listar>: every row, for pickers (needs only a session); no such call when absent. */
  listar?: string;
}

/** `/estados/{uf}`: two letters. */
@Injectable()
export class UfPipe implements PipeTransform<string, string> {
  transform(valor: string): string {
    const uf = (valor ?? '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(uf)) throw ValidationError.campo('uf', 'UF inválida');
    return uf;
  }
}

function classe<T extends object>(nome: string, base?: Type<T>): Type<T> {
  const c = base ? class extends (base as Type<object>) {} : class {};
  Object.defineProperty(c, 'name', { value: nome });
  return c as Type<T>;
}
function decorar(alvo: Type<unknown>, campo: string, decorador: PropertyDecorator): void {
  decorador(alvo.prototype as object, campo);
}

function entradaDe(c: CampoLista): PropertyDecorator {
  const description = c.obrigatorio ? 'Obrigatório' : undefined;
  switch (c.tipo) {
    case 'id': return Id({ description });
    case 'inteiro': return Inteiro({ description: c.valores ? `Um de ${c.valores.join(', ')}` : description, minimum: c.min, maximum: c.max });
    case 'booleano': return Booleano({ default: c.padrao });
    case 'dinheiro': return Dinheiro({ description: 'R$ (número ou texto pt-BR 1.234,56), não negativo' });
    case 'duracao': return Texto({ description: 'HH:mm:ss', example: '00:30:00' });
    default: return Texto({ maxLength: c.max, description });
  }
}
function saidaDe(c: CampoLista): PropertyDecorator {
  const tipo = TIPO_COLUNA_LISTA[c.tipo];
  const type = tipo === 'booleano' ? Boolean : tipo === 'texto' ? String : Number;
  return ApiProperty({ type, nullable: !c.obrigatorio && c.padrao === undefined });
}

/** What the database refuses on a write, named by field (`{ error, campo }`, erros-banco.ts). */
const REGRA_GRAVAR = "Já existe um registro com este valor, ou o registro informado num campo (email_id...) não existe: `campo` o nomeia";

/** The list's grid (declared in the domain, GRIDS_LISTAS) and the SQL of each of its columns. */
export function gridDaLista(cfg: ListaConfig): { spec: GridSpec; sql: ColunasSql } {
  const spec: GridSpec = GRIDS_LISTAS[cfg.lista];
  const extras = cfg.extras ?? {};
  const foraDoGrid = Object.keys(extras).filter((nome) => !Object.hasOwn(spec.colunas, nome));
  if (foraDoGrid.length) throw new Error(`Lista ${cfg.lista}: colunas extras fora do grid: ${foraDoGrid.join(', ')}`);
  const dinheiro = new Set(LISTAS[cfg.lista].campos.filter((c) => c.tipo === 'dinheiro').map((c) => c.nome));
  const sql: ColunasSql = {};
  for (const nome of Object.keys(spec.colunas)) sql[nome] = extras[nome] ?? (dinheiro.has(nome) ? `t.${nome}::float8` : `t.${nome}`);
  return { spec, sql };
}

/** The controller class of one reference list; subclass it to add the list's own calls. */
export function controllerDeLista(cfg: ListaConfig): Type<{ em: EntityManager; repositorio(): SqlListaRepository }> {
  const def = LISTAS[cfg.lista];
  const { spec, sql } = gridDaLista(cfg);
  const rotuloChave = cfg.chave === 'id' ? 'id' : 'uf';
  const pipe = cfg.chave === 'id' ? IdPipe : UfPipe;
  // Summaries name the row without its article: 'a tecnologia' → 'tecnologia'.
  const nome = cfg.singular ?? def.artigo.replace(/^(o|a) /, '');
  const pelaChave = cfg.chave === 'id' ? 'pelo id' : 'pela UF';
  const ApiChave = () =>
    cfg.chave === 'id'
      ? ApiIds()
      : applyDecorators(ApiParam({ name: 'uf', type: String, example: 'SP' }), ApiErrosCampos('UF inválida'));

  const Entrada = classe(`${cfg.classe}InputDto`);
  for (const c of def.campos) {
    // A money field is a number or a text: what TypeScript would emit for `number | string`.
    if (c.tipo === 'dinheiro') Reflect.defineMetadata('design:type', Object, Entrada.prototype as object, c.nome);
    decorar(Entrada, c.nome, entradaDe(c));
  }
  const Corpo = classe(`${cfg.classe}BodyDto`);
  decorar(Corpo, cfg.envelope, Envelope(Entrada));
  const Linha = classe(`${cfg.classe}Dto`);
  decorar(Linha, cfg.chave, ApiProperty({ type: cfg.chave === 'id' ? Number : String }));
  for (const c of def.campos) decorar(Linha, c.nome, saidaDe(c));
  for (const nome of Object.keys(cfg.extras ?? {})) decorar(Linha, nome, ApiProperty({ type: spec.colunas[nome]!.tipo === 'inteiro' ? Number : String, nullable: true }));
  decorar(Linha, 'data_cadastro', ApiProperty({ type: String, format: 'date-time' }));
  const Pagina = classe(`${cfg.classe}PageDto`, GridPageDto as Type<object>);
  decorar(Pagina, 'rows', ApiProperty({ type: [Linha] }));

  @ApiTags(cfg.tag)
  @Autenticado()
  @Controller(cfg.rota)
  class ListaController {
    constructor(@Inject(EntityManager) readonly em: EntityManager) {}

    repositorio(): SqlListaRepository {
      return new SqlListaRepository(this.em, { tabela: cfg.tabela, chave: cfg.chave, def, referencias: cfg.referencias, indiceUnico: cfg.indiceUnico });
    }
    private base(): Knex.QueryBuilder {
      const db = kx(this.em);
      return cfg.de ? cfg.de(db) : db(`${cfg.tabela} as t`);
    }
    private async linha(chave: string | number): Promise<Record<string, unknown>> {
      const pagina = await consultarGrid<Record<string, unknown>>(
        () => this.base().where(`t.${cfg.chave}`, chave),
        (qb) => qb.select(Object.entries(sql).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`))),
        { page: 1, rows: 1, offset: 0, ordem: spec.ordemPadrao, filtros: [] },
        sql,
      );
      if (!pagina.rows[0]) throw new NotFoundError(def.mensagens.naoEncontrado);
      return pagina.rows[0];
    }

    /** Routed only when the list has a picker call (cfg.listar), see below. */
    async listar(): Promise<Record<string, unknown>[]> {
      const campoOrdem = def.campos[0]!.nome;
      return (await consultarGrid<Record<string, unknown>>(
        () => this.base(),
        (qb) => qb.select(Object.entries(sql).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`))),
        { page: 1, rows: 10_000, offset: 0, ordem: { campo: campoOrdem, direcao: 'asc' }, filtros: [] },
        sql,
        { semPaginacao: true, limite: 10_000 },
      )).rows;
    }

    @Get()
    @Acesso(cfg.acesso, 'index')
    @ApiOperation({ summary: `Grid de ${cfg.plural} (${spec.tamanhoPadrao} linhas)` })
    @ApiGrid(spec, Pagina)
    index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
      return responderGrid({
        raw: query,
        spec,
        grupoUsuarioId: eu.grupo_usuario_id,
        res,
        nomeArquivo: cfg.rota,
        consultar: (q, exportar) =>
          consultarGrid(() => this.base(), (qb) => qb.select(Object.entries(sql).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`))), q, sql, {
            semPaginacao: exportar,
            desempate: `t.${cfg.chave}`,
          }),
      });
    }

    @Get(`:${rotuloChave}`)
    @Acesso(cfg.acesso, 'show')
    @ApiOperation({ summary: `Busca ${nome} ${pelaChave}` })
    @ApiChave()
    @ApiOkResponse({ type: Linha })
    @ApiNaoEncontrado(def.mensagens.naoEncontrado)
    show(@Param(rotuloChave, pipe) chave: string | number) {
      return this.linha(chave);
    }

    @Post()
    @Acesso(cfg.acesso, 'create')
    @ApiOperation({ summary: `Cadastra ${nome}` })
    @ApiCreatedResponse({ type: Linha })
    @ApiErrosCampos()
    @ApiRegraNegocio(REGRA_GRAVAR)
    async create(@Body() body: Record<string, Record<string, unknown>>) {
      const criada = await this.repositorio().inserir(validarLista(def, body[cfg.envelope]!, null));
      return this.linha(criada[cfg.chave] as string | number);
    }

    @Patch(`:${rotuloChave}`)
    @Acesso(cfg.acesso, 'update')
    @ApiOperation({ summary: `Altera ${nome}` })
    @ApiChave()
    @ApiOkResponse({ type: Linha })
    @ApiErrosCampos()
    @ApiNaoEncontrado(def.mensagens.naoEncontrado)
    @ApiRegraNegocio(REGRA_GRAVAR)
    async update(@Param(rotuloChave, pipe) chave: string | number, @Body() body: Record<string, Record<string, unknown>>) {
      const repo = this.repositorio();
      const atual = await repo.find(chave);
      if (!atual) throw new NotFoundError(def.mensagens.naoEncontrado);
      const linha = validarLista(def, body[cfg.envelope]!, atual);
      // The key of a state is its UF: it is not edited (delete and add another).
      if (cfg.chave === 'uf') linha.uf = atual.uf!;
      await repo.atualizar(chave, linha);
      return this.linha(chave);
    }

    @Delete(`:${rotuloChave}`)
    @Acesso(cfg.acesso, 'destroy')
    @ApiOperation({ summary: `Remove ${nome} que não esteja em uso` })
    @ApiChave()
    @ApiOkResponse({ type: MensagemDto })
    @ApiNaoEncontrado(def.mensagens.naoEncontrado)
    @ApiRegraNegocio('Registro em uso: nada é removido')
    async destroy(@Param(rotuloChave, pipe) chave: string | number): Promise<MensagemDto> {
      const repo = this.repositorio();
      if (!(await repo.find(chave))) throw new NotFoundError(def.mensagens.naoEncontrado);
      await repo.excluir(chave);
      return { message: def.mensagens.removido };
    }
  }
  if (cfg.listar) {
    const metodo = Object.getOwnPropertyDescriptor(ListaController.prototype, 'listar')!;
    for (const d of [Get(cfg.listar), ApiOperation({ summary: `Lista completa de ${cfg.plural} para seleção` }), ApiOkResponse({ type: [Linha] })]) {
      d(ListaController.prototype, 'listar', metodo);
    }
  }
  // The body classes are built at run time: tell Nest (validation) and Swagger what they are.
  Reflect.defineMetadata('design:paramtypes', [Corpo], ListaController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [cfg.chave === 'id' ? Number : String, Corpo], ListaController.prototype, 'update');
  Object.defineProperty(ListaController, 'name', { value: `${cfg.classe}Controller` });
  return ListaController;
}

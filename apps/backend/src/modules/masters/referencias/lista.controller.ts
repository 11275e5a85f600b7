import { applyDecorators, Body, Controller, Delete, Get, Inject, Injectable, Param, Patch, Post, Query, Res, type PipeTransform, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { LISTAS, TIPO_COLUNA_LISTA, ValidationError, type CampoLista } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Booleano, Dinheiro, Envelope, Id, Inteiro, Texto } from '../comum/dto.js';
import { MastersUseCases } from '../masters.providers.js';
import { gridDaLista, ListasQueries, tabelaDaLista, type ListaConfig } from './lista.queries.js';

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

/**
 * The controller class of one reference list (ListaConfig, lista.queries.ts); subclass it to add the
 * list's own calls. Reads go through ListasQueries, writes through MastersUseCases.
 */
export function controllerDeLista(cfg: ListaConfig): Type<{ listas: ListasQueries; casos: MastersUseCases }> {
  const def = LISTAS[cfg.lista];
  const { spec } = gridDaLista(cfg);
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
    constructor(@Inject(ListasQueries) readonly listas: ListasQueries, @Inject(MastersUseCases) readonly casos: MastersUseCases) {}

    /** Routed only when the list has a picker call (cfg.listar), see below. */
    listar(@Query() query: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
      const filtro = cfg.filtroListar;
      const valor = filtro ? query[filtro.nome] : undefined;
      if (filtro && valor !== undefined && valor !== '' && (typeof valor !== 'string' || !filtro.valores.includes(valor))) {
        throw ValidationError.campo(filtro.nome, `use um de: ${filtro.valores.join(', ')}`);
      }
      return this.listas.listar(cfg, valor === '' ? undefined : (valor as string | undefined));
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
        consultar: (q, exportar) => this.listas.grid(cfg, q, exportar),
      });
    }

    @Get(`:${rotuloChave}`)
    @Acesso(cfg.acesso, 'show')
    @ApiOperation({ summary: `Busca ${nome} ${pelaChave}` })
    @ApiChave()
    @ApiOkResponse({ type: Linha })
    @ApiNaoEncontrado(def.mensagens.naoEncontrado)
    show(@Param(rotuloChave, pipe) chave: string | number) {
      return this.listas.linha(cfg, chave);
    }

    @Post()
    @Acesso(cfg.acesso, 'create')
    @ApiOperation({ summary: `Cadastra ${nome}` })
    @ApiCreatedResponse({ type: Linha })
    @ApiErrosCampos()
    @ApiRegraNegocio(REGRA_GRAVAR)
    async create(@Body() body: Record<string, Record<string, unknown>>) {
      const criada = await this.casos.salvarItemLista(tabelaDaLista(cfg)).criar(body[cfg.envelope]!);
      return this.listas.linha(cfg, criada[cfg.chave] as string | number);
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
      await this.casos.salvarItemLista(tabelaDaLista(cfg)).alterar(chave, body[cfg.envelope]!);
      return this.listas.linha(cfg, chave);
    }

    @Delete(`:${rotuloChave}`)
    @Acesso(cfg.acesso, 'destroy')
    @ApiOperation({ summary: `Remove ${nome} que não esteja em uso` })
    @ApiChave()
    @ApiOkResponse({ type: MensagemDto })
    @ApiNaoEncontrado(def.mensagens.naoEncontrado)
    @ApiRegraNegocio('Registro em uso: nada é removido')
    async destroy(@Param(rotuloChave, pipe) chave: string | number): Promise<MensagemDto> {
      await this.casos.excluirItemLista(tabelaDaLista(cfg)).executar(chave);
      return { message: def.mensagens.removido };
    }
  }
  if (cfg.listar) {
    const metodo = Object.getOwnPropertyDescriptor(ListaController.prototype, 'listar')!;
    const filtro = cfg.filtroListar
      ? [ApiQuery({ name: cfg.filtroListar.nome, required: false, description: cfg.filtroListar.descricao, schema: { type: 'string', enum: [...cfg.filtroListar.valores] } }), ApiErrosCampos(`${cfg.filtroListar.nome} fora dos valores`)]
      : [];
    for (const d of [Get(cfg.listar), ApiOperation({ summary: `Lista completa de ${cfg.plural} para seleção` }), ApiOkResponse({ type: [Linha] }), ...filtro]) {
      d(ListaController.prototype, 'listar', metodo);
    }
  }
  // The body classes are built at run time: tell Nest (validation) and Swagger what they are.
  Reflect.defineMetadata('design:paramtypes', [Corpo], ListaController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [cfg.chave === 'id' ? Number : String, Corpo], ListaController.prototype, 'update');
  Object.defineProperty(ListaController, 'name', { value: `${cfg.classe}Controller` });
  return ListaController;
}

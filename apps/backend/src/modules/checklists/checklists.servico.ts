import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  alertasDisparados, inicioDoEstagio, minutosRestantesExpresso, protocoloChecklist, type AlertaDisparado, type DefinicaoAlerta, Autenticar, avaliarPreTeste, avaliarTesteAutomatico, BusinessRuleError, GRUPOS_GESTOR_CHECKLIST, marcasDoPreTeste, TEXTO_DA_ACAO, CHECKLIST, clienteParaGravar, ConflictError, disponivelTesteOnline, exigirAcaoChecklist,
  exigirCliente, exigirReteste, ForbiddenError, isStaff, LIMITES_LOGIN, LimiteTentativas, MENSAGENS_CHECKLIST, MENSAGENS_ESTADO, NotFoundError,
  OPERACOES_VERIFICACAO, permiteNovo, proximoStatus, resultadoManual, UnauthenticatedError, validadeAprovado, validadeLiberacao, validarPedido,
  verificarVeiculo, type AcaoChecklist, type EscopoTenant, type FatosVerificacao, type OperacaoVerificacao, type PedidoChecklist,
  type PedidoLiberacao, type ResultadoTesteAutomatico, type ResultadoVerificacao, type StatusChecklist,
} from '@gr/domain';
import { kx, placaNaBlacklist, ScryptPasswordHasher, SqlComandos, SqlContadorJanela, SqlUsuarioRepository } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../shared/auth/decorators.js';

interface Linha {
  id: number;
  status: StatusChecklist;
  cliente_id: number;
  veiculo_id: number;
  placa: string;
  terminal: string | null;
  tecnologia_id: number | null;
  operador_id: number | null;
  operador_username: string | null;
  data_cadastro: Date;
  inicio_teste_online: Date | null;
  reteste_pendente: boolean;
  updated_at: Date;
}

interface Quem {
  usuario: UsuarioAutenticado;
  origem: string;
}

/** Where a change comes from: a person, or a scheduled job. */
type Autor = Quem | { job: string };

const autorDe = (a: Autor) => ('job' in a ? { usuario_id: null, username: a.job, origem: null } : { usuario_id: a.usuario.id, username: a.usuario.username, origem: a.origem });

const perifericosDe = (itens: readonly { periferico_id: number | null }[]) => [...new Set(itens.map((i) => i.periferico_id).filter((p): p is number => p !== null))];

/** Item columns one statement may write, with their SQL types. */
const COLUNAS_ITEM = { status: 'text', status_preteste: 'smallint', status_teste: 'smallint', valor: 'smallint', violacao: 'boolean', quantidade: 'int', data_posicao: 'timestamptz' } as const;
type LinhaItem = { id: number } & Partial<Record<keyof typeof COLUNAS_ITEM, unknown>>;

/** Writes many items of one checklist in one statement (a row per item, the same columns each). */
async function atualizarItens(tx: Knex, checklistId: number, linhas: readonly LinhaItem[]): Promise<void> {
  if (!linhas.length) return;
  const cols = Object.keys(linhas[0]!).filter((k): k is keyof typeof COLUNAS_ITEM => k !== 'id' && Object.hasOwn(COLUNAS_ITEM, k));
  await tx.raw(
    `update check_list_itens i set ${cols.map((c) => `${c} = x.${c}`).join(', ')}
       from jsonb_to_recordset(?::jsonb) as x(id int, ${cols.map((c) => `${c} ${COLUNAS_ITEM[c]}`).join(', ')})
      where i.id = x.id and i.check_list_id = ?`,
    [JSON.stringify(linhas), checklistId],
  );
}

/** The next checklist id, taken before the insert so the protocol can carry it. */
async function novoId(tx: Knex): Promise<number> {
  const r = (await tx.raw(`select nextval('check_lists_id_seq')::int as id`)) as { rows: Array<{ id: number }> };
  return r.rows[0]!.id;
}


/** Actions that only the operator who took the checklist may do while someone holds it. */
const DO_OPERADOR: readonly AcaoChecklist[] = ['OPERACAO_SE', 'OPERACAO_ESC', 'OPERACAO_EC', 'REGISTRAR_RESULTADO', 'PENDENCIA', 'MANUTENCAO'];

/**
 * Write side of the checklists context. Every change runs in one transaction that locks the
 * checklist's row, checks the caller's scope, the version read by the screen (409), who holds it
 * (409) and the state machine (422 with the spec's message), then writes the change and its
 * history row. The rules themselves live in @gr/domain (checklists/*).
 */
@Injectable()
export class ChecklistsServico {
  private readonly hasher = new ScryptPasswordHasher();

  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  /** The facts of the vehicle check (spec 01 §4.6), read from the tables that hold them. */
  async fatos(clienteId: number, veiculoId: number | null, agora: Date): Promise<FatosVerificacao> {
    const db = this.db;
    const veiculo = veiculoId ? ((await db('veiculos').where('id', veiculoId).first('id', 'tipo', 'placa')) as { id: number; tipo: string; placa: string } | undefined) : undefined;
    const [vinculo, cliente, checklists, bloqueio] = await Promise.all([
      veiculo ? db('clientes_veiculos').where({ cliente_id: clienteId, veiculo_id: veiculo.id, ativo: true }).first('id') : undefined,
      db('clientes').where('id', clienteId).first('reteste'),
      veiculo
        ? db('check_lists').where('veiculo_id', veiculo.id).orderBy('id', 'desc').limit(20).select('id', 'cliente_id', 'status', 'data_cadastro', 'data_validade')
        : [],
      // Every request consults the blacklist (issue 13).
      placaNaBlacklist(db, veiculo?.placa),
    ]);
    // Trips in transit come with the trips issue: until the trips' statuses exist, no vehicle is
    // in a trip (docs/decisoes.md, "checklist: EM_VIAGEM").
    const emViagem = false;
    return {
      agora,
      clienteId,
      veiculo: veiculo ? { id: veiculo.id, tipo: veiculo.tipo } : null,
      vinculado: !!vinculo,
      clienteReteste: !!(cliente as { reteste?: boolean } | undefined)?.reteste,
      emViagem,
      blacklist: bloqueio ? { placa: bloqueio.placa!, motivo: bloqueio.motivo } : null,
      checklists: (checklists as Array<{ id: number; cliente_id: number; status: StatusChecklist; data_cadastro: Date | string; data_validade: Date | string | null }>).map((c) => ({
        ...c, data_cadastro: new Date(c.data_cadastro), data_validade: c.data_validade ? new Date(c.data_validade) : null,
      })),
    };
  }

  async verificar(escopo: EscopoTenant, clienteId: number, veiculoId: number | null): Promise<ResultadoVerificacao> {
    exigirCliente(escopo, clienteId);
    return verificarVeiculo(await this.fatos(clienteId, veiculoId, new Date()));
  }

  /** The client's operations (flags reteste and expresso). */
  async operacoes(escopo: EscopoTenant, clienteId: number): Promise<{ reteste: boolean; expresso: boolean }> {
    exigirCliente(escopo, clienteId);
    const c = (await this.db('clientes').where('id', clienteId).first('reteste', 'expresso')) as { reteste: boolean; expresso: boolean } | undefined;
    if (!c) throw new NotFoundError('Cliente não encontrado');
    return { reteste: c.reteste, expresso: c.expresso };
  }

  /** A new request from the wizard: every rule of step 1 and 3, the vehicle check, then one transaction. */
  async criar(pedido: PedidoChecklist, quem: Quem): Promise<{ id: number; protocolo: string; status: StatusChecklist }> {
    const clienteId = clienteParaGravar(quem.usuario.escopo, pedido.cliente_id);
    const p = { ...pedido, cliente_id: clienteId };
    const ops = clienteId ? await this.operacoes(quem.usuario.escopo, clienteId) : { reteste: false, expresso: false };
    const { carroceria, fila_expressa } = validarPedido(p, ops.expresso);
    const db = this.db;
    const pgr = await db('pgr_clientes').where({ id: p.pgr_cliente_id, cliente_id: clienteId }).first('id', 'validade');
    if (!pgr) throw new BusinessRuleError(`${MENSAGENS_CHECKLIST.naoRegistrado} ${MENSAGENS_CHECKLIST.pgr}`);
    const agora = new Date();
    const verificacao = verificarVeiculo(await this.fatos(clienteId!, p.veiculo_id, agora));
    if (!permiteNovo(verificacao)) throw new BusinessRuleError(`${MENSAGENS_CHECKLIST.naoRegistrado} ${verificacao.mensagem}`, { codigo: verificacao.codigo });
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      // One open request per vehicle, even when two wizards save at once.
      await tx.raw('select pg_advisory_xact_lock(hashtext(?), ?)', ['check_lists:veiculo', p.veiculo_id]);
      const andamento = await tx('check_lists').where('veiculo_id', p.veiculo_id).whereIn('status', ['VERIFICANDO', 'PENDENTE', 'EM_TESTE']).first('id');
      if (andamento) throw new BusinessRuleError(`${MENSAGENS_CHECKLIST.naoRegistrado} ${MENSAGENS_CHECKLIST.andamento}`, { codigo: 'CHECKLIST_ANDAMENTO' });
      const v = (await tx('veiculos as v').leftJoin('clientes_veiculos as cv', (j) => j.on('cv.veiculo_id', 'v.id').andOnVal('cv.cliente_id', clienteId!).andOnVal('cv.ativo', true))
        .where('v.id', p.veiculo_id).first('v.placa', 'v.terminal', 'v.tecnologia_id', 'cv.tipo as vinculo')) as { placa: string; terminal: string | null; tecnologia_id: number | null; vinculo: string | null };
      const id = await novoId(tx);
      await tx('check_lists').insert({
        id, status: 'VERIFICANDO', cliente_id: clienteId, pgr_cliente_id: p.pgr_cliente_id, veiculo_id: p.veiculo_id, placa: v.placa, terminal: v.terminal,
        tecnologia_id: v.tecnologia_id, vinculo: v.vinculo, carroceria, protocolo: protocoloChecklist(id, agora),
        usuario_id: quem.usuario.id, username_add: quem.usuario.username, fila_expressa, data_fila_expressa: fila_expressa ? tx.fn.now() : null,
        nome_contato: p.nome_contato?.trim() || null, telefone_contato1: p.telefones[0] || null, telefone_contato2: p.telefones[1] || null, telefone_contato3: p.telefones[2] || null,
      });
      const row = [{ protocolo: protocoloChecklist(id, agora), status: 'VERIFICANDO' as StatusChecklist }];
      await this.copiarItens(tx, id);
      await this.registrarEvento(tx, id, 'CRIADO', null, 'VERIFICANDO', quem, { fila_expressa });
      return { id, protocolo: row[0]!.protocolo, status: row[0]!.status };
    });
  }

  /** The checklist's items: the PGR items in use (standard ones), each with its peripheral. */
  private async copiarItens(tx: Knex, checklistId: number): Promise<void> {
    await tx.raw(
      `insert into check_list_itens (check_list_id, item_pgr_id, periferico_id, descricao)
       select ?, id, periferico_id, descricao from itens_pgr where status and padrao order by id`,
      [checklistId],
    );
  }

  private registrarEvento(tx: Knex, id: number, acao: string, antes: StatusChecklist | null, depois: StatusChecklist | null, autor: Autor, detalhe?: Record<string, unknown>) {
    return tx('check_list_eventos').insert({ check_list_id: id, acao, status_antes: antes, status_depois: depois, ...autorDe(autor), detalhe: detalhe ? JSON.stringify(detalhe) : null });
  }

  /**
   * One state change: lock, scope, version, holder, rule, write, history. `mudar` returns the
   * columns to set besides the status and may throw a rule of its own.
   */
  async transicao(
    id: number,
    acao: AcaoChecklist,
    autor: Autor,
    opts: { versao?: string | null; aprovado?: boolean; detalhe?: Record<string, unknown> } = {},
    mudar: (c: Linha, tx: Knex, proximo: StatusChecklist) => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({}),
  ): Promise<{ id: number; status: StatusChecklist; antes: StatusChecklist }> {
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const c = (await tx('check_lists').where('id', id).forUpdate().first()) as Linha | undefined;
      if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
      if ('usuario' in autor) exigirCliente(autor.usuario.escopo, c.cliente_id);
      if (opts.versao && new Date(opts.versao).getTime() !== new Date(c.updated_at).getTime()) throw new ConflictError(MENSAGENS_CHECKLIST.concorrente);
      if ('usuario' in autor && DO_OPERADOR.includes(acao) && c.operador_id && c.operador_id !== autor.usuario.id && c.status === 'EM_TESTE') {
        throw new ConflictError(`Checklist já assumido pelo operador ${c.operador_username ?? ''}`.trim());
      }
      const proximo = proximoStatus(c.status, acao, opts.aprovado);
      const extra = await mudar(c, tx, proximo);
      const final = proximo === 'APROVADO' || proximo === 'REPROVADO' || proximo === 'CANCELADO' || proximo === 'LIBERADO';
      await tx('check_lists').where('id', id).update({
        status: proximo,
        ...(final && proximo !== c.status ? { data_finalizado: tx.fn.now() } : {}),
        ...extra,
        updated_at: tx.raw(`date_trunc('milliseconds', clock_timestamp())`),
      });
      await this.registrarEvento(tx, id, acao, c.status, proximo, autor, opts.detalhe);
      return { id, status: proximo, antes: c.status };
    });
  }

  /** The operator's outcome of the verification (spec 01 §4.2): SE/ESC wait as PENDENTE, EC takes it to the test. */
  operacao(id: number, tipo: OperacaoVerificacao, quem: Quem) {
    const acao = `OPERACAO_${tipo}` as AcaoChecklist;
    return this.transicao(id, acao, quem, { detalhe: { tipo } }, (c) => ({
      operacao: tipo,
      data_verificacao: c.status === 'VERIFICANDO' ? this.db.fn.now() : undefined,
      ...(tipo === 'EC'
        ? { data_em_teste: this.db.fn.now(), operador_id: quem.usuario.id, operador_username: quem.usuario.username, observacao_pendencia: null }
        : { observacao_pendencia: OPERACOES_VERIFICACAO[tipo] }),
    }));
  }

  /** The manual test's marks (spec 01 §4.7): all marked, REPROVADO if any is rejected. */
  async tratamento(id: number, marcas: Map<number, unknown>, observacao: string | null, versao: string | null, quem: Quem) {
    const itens = (await this.db('check_list_itens').where('check_list_id', id).select('id')) as Array<{ id: number }>;
    const r = resultadoManual(itens, marcas);
    return this.transicao(id, 'REGISTRAR_RESULTADO', quem, { versao, aprovado: r.aprovado, detalhe: { itens: Object.fromEntries(r.marcas) } }, async (_c, tx, proximo) => {
      await atualizarItens(tx, id, [...r.marcas].map(([item, status]) => ({ id: item, status })));
      return { observacao: observacao ?? undefined, reteste_pendente: false, data_validade: proximo === 'APROVADO' ? validadeAprovado(new Date()) : null };
    });
  }

  pendencia(id: number, observacao: string | null, manutencao: boolean, quem: Quem) {
    return this.transicao(id, manutencao ? 'MANUTENCAO' : 'PENDENCIA', quem, { detalhe: { observacao } }, () => ({ observacao_pendencia: observacao }));
  }

  cancelar(id: number, observacao: string | null, itens: Map<number, unknown>, quem: Quem) {
    return this.transicao(id, 'CANCELAR', quem, { detalhe: { observacao } }, async (_c, tx) => {
      await atualizarItens(tx, id, [...itens].filter(([, status]) => status === 'APROVADO' || status === 'REPROVADO').map(([item, status]) => ({ id: item, status })));
      return { observacao_cancelamento: observacao };
    });
  }

  /**
   * Release (spec 01 §3 "Checklist liberation"): an authoriser of the desk confirms with username
   * and password. A wrong password is refused (422, never 401: the asking user stays signed in),
   * written to the history, and counted: after 5 failures in 15 minutes from one address, 429.
   */
  async liberar(id: number, pedido: PedidoLiberacao, quem: Quem) {
    const c = (await this.db('check_lists').where('id', id).first('id', 'cliente_id', 'status', 'placa')) as Pick<Linha, 'id' | 'cliente_id' | 'status' | 'placa'> | undefined;
    if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    exigirAcaoChecklist(c.status, 'LIBERAR');
    const usuarios = new SqlUsuarioRepository(this.em, () => undefined);
    const autenticar = new Autenticar(usuarios, this.hasher, new LimiteTentativas(new SqlContadorJanela(this.em), LIMITES_LOGIN, 'liberacao'));
    let autorizador;
    try {
      autorizador = await autenticar.executar({ username: pedido.username, password: pedido.password }, quem.origem);
    } catch (e) {
      if (!(e instanceof UnauthenticatedError)) throw e;
      await this.registrarEvento(this.db, id, 'LIBERACAO_RECUSADA', c.status, c.status, quem, { autorizador: pedido.username });
      throw new BusinessRuleError(MENSAGENS_CHECKLIST.liberacaoSenha);
    }
    if (!isStaff(autorizador.grupo_usuario_id)) {
      await this.registrarEvento(this.db, id, 'LIBERACAO_RECUSADA', c.status, c.status, quem, { autorizador: autorizador.username, motivo: 'grupo' });
      throw new BusinessRuleError(MENSAGENS_CHECKLIST.liberacaoGrupo);
    }
    const validade = validadeLiberacao(new Date(), pedido.tempo);
    return this.transicao(id, 'LIBERAR', quem, { detalhe: { autorizador: autorizador.username, tempo: pedido.tempo, observacao: pedido.observacao } }, async (linha, tx) => {
      const cliente = (await tx('clientes').where('id', linha.cliente_id).first('nome', 'cnpj')) as { nome: string; cnpj: string | null };
      await tx('liberacoes').insert({
        usuario_logado: quem.usuario.username, usuario_liberacao: autorizador.username, placa: linha.placa, tipo: 'CHECKLIST', check_list_id: id,
        observacao: pedido.observacao, nome_fantasia: cliente.nome, cnpj: cliente.cnpj, ip: quem.origem,
      });
      return { data_validade: validade, observacao: pedido.observacao ?? undefined };
    });
  }

  /** Retest (spec 01 §4.3): back to VERIFICANDO with every mark cleared, flagged as a pending retest. */
  async reteste(id: number, quem: Quem) {
    const c = (await this.db('check_lists as c').join('clientes as cl', 'cl.id', 'c.cliente_id').where('c.id', id)
      .first('c.cliente_id', 'c.status', 'c.data_cadastro', 'cl.reteste')) as { cliente_id: number; status: StatusChecklist; data_cadastro: Date; reteste: boolean } | undefined;
    if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    exigirReteste({ status: c.status, data_cadastro: new Date(c.data_cadastro) }, c.reteste, new Date());
    return this.transicao(id, 'RETESTE', quem, {}, async (_c, tx) => {
      await tx('check_list_itens').where('check_list_id', id).update({ status: null, status_teste: 0, valor: null, violacao: false, quantidade: 0, data_posicao: null });
      return {
        reteste_pendente: true, data_finalizado: null, data_verificacao: null, data_em_teste: null, inicio_teste_online: null, operacao: null,
        operador_id: null, operador_username: null, data_validade: null,
      };
    });
  }

  async filaExpressa(id: number, quem: Quem) {
    const c = (await this.db('check_lists as c').join('clientes as cl', 'cl.id', 'c.cliente_id').where('c.id', id).first('c.cliente_id', 'cl.expresso', 'c.fila_expressa')) as
      | { cliente_id: number; expresso: boolean; fila_expressa: boolean }
      | undefined;
    if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    if (!c.expresso) throw new BusinessRuleError(MENSAGENS_CHECKLIST.expressoSemFlag);
    return this.transicao(id, 'FILA_EXPRESSA', quem, {}, (linha) => (c.fila_expressa ? {} : { fila_expressa: true, data_fila_expressa: this.db.fn.now() }));
  }

  ocultar(id: number, quem: Quem) {
    return this.transicao(id, 'OCULTAR', quem, {}, () => ({ oculto: true }));
  }

  /** Reuse by plate (spec 01 §4.4): another client's valid checklist of the vehicle, copied for this client. */
  async reutilizar(id: number, clienteId: number, quem: Quem): Promise<{ id: number; protocolo: string; status: StatusChecklist }> {
    exigirCliente(quem.usuario.escopo, clienteId);
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const origem = (await tx('check_lists').where('id', id).forUpdate().first()) as (Linha & Record<string, unknown>) | undefined;
      if (!origem) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
      const vinculado = await tx('clientes_veiculos').where({ cliente_id: clienteId, veiculo_id: origem.veiculo_id, ativo: true }).first('tipo');
      const valida = origem.status && (origem.status === 'APROVADO' || origem.status === 'LIBERADO') && origem.data_validade && new Date(origem.data_validade as string) > new Date();
      exigirAcaoChecklist(origem.status, 'REUTILIZAR');
      if (!vinculado || !valida) throw new BusinessRuleError(MENSAGENS_ESTADO.REUTILIZAR);
      // Once per client: a second reuse would only duplicate the valid checklist it already has.
      const jaTem = await tx('check_lists').where({ veiculo_id: origem.veiculo_id, cliente_id: clienteId }).whereIn('status', ['APROVADO', 'LIBERADO'])
        .where('data_validade', '>', tx.fn.now()).first('id');
      if (jaTem) throw new BusinessRuleError(MENSAGENS_ESTADO.REUTILIZAR);
      const pgr = (await tx('pgr_clientes').where('cliente_id', clienteId).orderBy([{ column: 'pgr_padrao', order: 'desc' }, { column: 'id' }]).first('id')) as { id: number } | undefined;
      const novo = await novoId(tx);
      const agora = new Date();
      await tx('check_lists').insert({
        id: novo, status: origem.status, cliente_id: clienteId, pgr_cliente_id: pgr?.id ?? null, veiculo_id: origem.veiculo_id, placa: origem.placa, terminal: origem.terminal,
        tecnologia_id: origem.tecnologia_id, vinculo: (vinculado as { tipo: string }).tipo, carroceria: origem.carroceria, protocolo: protocoloChecklist(novo, agora),
        usuario_id: quem.usuario.id, username_add: quem.usuario.username, data_validade: origem.data_validade, data_finalizado: tx.fn.now(),
        reutilizado: true, reutilizado_de: origem.id,
      });
      const row = { protocolo: protocoloChecklist(novo, agora), status: origem.status };
      await tx.raw(
        `insert into check_list_itens (check_list_id, item_pgr_id, periferico_id, descricao, status) select ?, item_pgr_id, periferico_id, descricao, status from check_list_itens where check_list_id = ? order by id`,
        [novo, origem.id],
      );
      await this.registrarEvento(tx, novo, 'REUTILIZADO', null, row.status, quem, { de: origem.id });
      return { id: novo, protocolo: row.protocolo, status: row.status };
    });
  }

  /**
   * Start of the automatic test (spec 01 §4.8): technologies 2 and 4 only, once, from PENDENTE
   * (inicia_teste_online) or from EM_TESTE after EC (atualizar_data_em_teste_online).
   */
  iniciarTesteOnline(id: number, quem: Quem) {
    return this.transicao(id, 'INICIAR_TESTE', quem, {}, async (c, tx) => {
      if (!disponivelTesteOnline(c.tecnologia_id)) throw new BusinessRuleError(MENSAGENS_CHECKLIST.testeOnlineTecnologia);
      if (c.inicio_teste_online) throw new BusinessRuleError(MENSAGENS_CHECKLIST.testeJaIniciado);
      await tx('check_list_itens').where('check_list_id', id).update({ status_teste: 0, valor: null, violacao: false, quantidade: 0, data_posicao: null });
      return { inicio_teste_online: tx.fn.now(), data_em_teste: tx.fn.now(), operador_id: quem.usuario.id, operador_username: quem.usuario.username };
    });
  }

  /**
   * The readings of a test window from the vehicle's stored positions: each peripheral's value
   * when the window opened (its last reading in the day before) and every reading since, up to `fim`.
   */
  private async leiturasDaJanela(veiculoId: number, inicio: Date, fim: Date, perifericos: readonly number[]) {
    const db = this.db;
    const base = new Map<number, number>();
    if (perifericos.length) {
      const linhas = (await db.raw(
        `select distinct on (k.key) k.key::int as periferico_id, k.value::int as valor
           from posicoes p, jsonb_each_text(p.leituras) k
          where p.veiculo_id = ? and p.data_posicao < ? and p.data_posicao >= ?::timestamptz - interval '1 day' and p.leituras is not null
            and k.key = any(?::text[])
          order by k.key, p.data_posicao desc`,
        [veiculoId, inicio.toISOString(), inicio.toISOString(), perifericos.map(String)],
      )) as { rows: Array<{ periferico_id: number; valor: number }> };
      for (const l of linhas.rows) base.set(l.periferico_id, l.valor);
    }
    const desde = (await db.raw(
      `select k.key::int as periferico_id, k.value::int as valor, p.data_posicao
         from posicoes p, jsonb_each_text(p.leituras) k
        where p.veiculo_id = ? and p.data_posicao >= ? and p.data_posicao < ? and p.leituras is not null
        order by p.data_posicao`,
      [veiculoId, inicio.toISOString(), fim.toISOString()],
    )) as { rows: Array<{ periferico_id: number; valor: number; data_posicao: Date | string }> };
    return { base, leituras: desde.rows.map((l) => ({ ...l, data_posicao: new Date(l.data_posicao) })) };
  }

  private itensDoTeste(id: number) {
    return this.db('check_list_itens').where('check_list_id', id).orderBy('id').select('id', 'periferico_id', 'descricao') as Promise<Array<{ id: number; periferico_id: number | null; descricao: string }>>;
  }

  /**
   * The automatic test as the stored readings tell it now: the value of each peripheral when the
   * test started and every reading since, from the vehicle's positions.
   */
  async avaliar(id: number, agora = new Date()): Promise<ResultadoTesteAutomatico | null> {
    const c = (await this.db('check_lists').where('id', id).first('id', 'veiculo_id', 'inicio_teste_online')) as Pick<Linha, 'id' | 'veiculo_id' | 'inicio_teste_online'> | undefined;
    if (!c?.inicio_teste_online) return null;
    const inicio = new Date(c.inicio_teste_online);
    const itens = await this.itensDoTeste(id);
    const fim = new Date(Math.min(agora.getTime(), inicio.getTime() + CHECKLIST.limiteTesteAutomaticoMs));
    const { base, leituras } = await this.leiturasDaJanela(c.veiculo_id, inicio, fim, perifericosDe(itens));
    return avaliarTesteAutomatico(itens, inicio, agora, base, leituras);
  }

  /**
   * Applies the automatic test (analise_checklist, and the job): the items' tracking is saved and,
   * once the test is over, the result moves the checklist (approved or rejected).
   */
  async aplicarTeste(id: number, autor: Autor, agora = new Date()): Promise<{ resultado: ResultadoTesteAutomatico | null; status: StatusChecklist | null }> {
    const resultado = await this.avaliar(id, agora);
    if (!resultado) return { resultado, status: null };
    await atualizarItens(this.db, id, resultado.itens.map((i) => ({
      id: i.id, status_teste: i.status, valor: i.valor, violacao: i.violacao, quantidade: i.quantidade, data_posicao: i.data_posicao,
      ...(resultado.concluido ? { status: i.estado === 'OK' ? 'APROVADO' : 'REPROVADO' } : {}),
    })));
    if (!resultado.concluido) return { resultado, status: null };
    const r = await this.transicao(id, 'REGISTRAR_RESULTADO', autor, { aprovado: !!resultado.aprovado, detalhe: { automatico: true, tempo_esgotado: resultado.tempo_esgotado } }, (_c, _tx, proximo) => ({
      data_validade: proximo === 'APROVADO' ? validadeAprovado(agora) : null, reteste_pendente: false,
    }));
    return { resultado, status: r.status };
  }

  /** Jobs: approved or released checklists past validity expire. Returns how many. */
  async expirarVencidos(): Promise<number> {
    const ids = (await this.db('check_lists').whereIn('status', ['APROVADO', 'LIBERADO']).where('data_validade', '<', this.db.fn.now()).limit(500).pluck('id')) as number[];
    let n = 0;
    for (const id of ids) {
      try {
        await this.transicao(id, 'EXPIRAR', { job: 'SISTEMA' });
        n++;
      } catch (e) {
        // Changed meanwhile by someone (released again, hidden...): the next round decides.
        if (!(e instanceof BusinessRuleError)) throw e;
      }
    }
    return n;
  }

  /** Automatic tests still running: each evaluated, the ones past 24 minutes closed. */
  async avaliarTestesEmAndamento(agora = new Date()): Promise<number> {
    const ids = (await this.db('check_lists').where('status', 'EM_TESTE').whereNotNull('inicio_teste_online').pluck('id')) as number[];
    let concluidos = 0;
    for (const id of ids) {
      try {
        const r = await this.aplicarTeste(id, { job: 'TESTE AUTOMÁTICO' }, agora);
        if (r.status) concluidos++;
      } catch (e) {
        if (!(e instanceof BusinessRuleError) && !(e instanceof ConflictError)) throw e;
      }
    }
    return concluidos;
  }

  /** Closing the test form (fechar/{id}): the operator lets go, another operator may take it. */
  fechar(id: number, quem: Quem) {
    return this.transicao(id, 'FECHAR', quem, {}, (c) => {
      if (c.operador_id && c.operador_id !== quem.usuario.id && !GRUPOS_GESTOR_CHECKLIST.includes(quem.usuario.grupo_usuario_id)) {
        throw new ConflictError(`Checklist assumido pelo operador ${c.operador_username ?? ''}`.trim());
      }
      return { operador_id: null, operador_username: null };
    });
  }

  /** The operator gave the retest's result (reteste_realizado): the pending flag goes down. */
  async retesteRealizado(id: number, quem: Quem) {
    return this.transicao(id, 'RETESTE_REALIZADO', quem, {}, (c) => {
      if (!c.reteste_pendente) throw new BusinessRuleError('Não há reteste pendente neste checklist');
      return { reteste_pendente: false };
    });
  }

  /**
   * The pre-test now (spec 01 §4.9): each item's status and the guide's groups, computed from the
   * readings on every read; the items keep them when the pre-test is applied.
   */
  async preTeste(id: number, agora = new Date()) {
    const c = (await this.db('check_lists').where('id', id).first('id', 'veiculo_id', 'inicio_preteste', 'monitorando_preteste', 'preteste_usado')) as
      | { id: number; veiculo_id: number; inicio_preteste: Date | null; monitorando_preteste: boolean; preteste_usado: boolean }
      | undefined;
    if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
    const itens = await this.itensDoTeste(id);
    if (!c.inicio_preteste) {
      return { monitorando_preteste: c.monitorando_preteste, preteste_usado: c.preteste_usado, inicio_preteste: null, ...avaliarPreTeste(itens, agora, agora, new Map(), []) };
    }
    const inicio = new Date(c.inicio_preteste);
    const encerrado = agora.getTime() - inicio.getTime() >= CHECKLIST.limiteTesteAutomaticoMs;
    const fim = new Date(Math.min(agora.getTime(), inicio.getTime() + CHECKLIST.limiteTesteAutomaticoMs));
    const { base, leituras } = await this.leiturasDaJanela(c.veiculo_id, inicio, fim, perifericosDe(itens));
    const r = avaliarPreTeste(itens, inicio, agora, base, leituras, encerrado);
    return { monitorando_preteste: c.monitorando_preteste, preteste_usado: c.preteste_usado, inicio_preteste: inicio.toISOString(), ...r };
  }

  /** PATCH {id} with monitorando_preteste: the desk starts (or stops) watching the pre-test. */
  monitorarPreTeste(id: number, monitorar: boolean, quem: Quem) {
    return this.transicao(id, 'PRE_TESTE', quem, { detalhe: { monitorando_preteste: monitorar } }, async (_c, tx) => {
      if (!monitorar) return { monitorando_preteste: false };
      await tx('check_list_itens').where('check_list_id', id).update({ status_preteste: 0 });
      return { monitorando_preteste: true, inicio_preteste: tx.fn.now(), preteste_usado: false };
    });
  }

  /** Applying the pre-test (preteste_usado): its decided items become the checklist's marks. */
  async usarPreTeste(id: number, quem: Quem) {
    const r = await this.preTeste(id);
    const marcas = marcasDoPreTeste(r.itens);
    return this.transicao(id, 'PRE_TESTE', quem, { detalhe: { preteste_usado: true, itens: Object.fromEntries(marcas) } }, async (_c, tx) => {
      await atualizarItens(tx, id, r.itens.map((i) => ({ id: i.id, status_preteste: i.status })));
      await atualizarItens(tx, id, [...marcas].map(([item, status]) => ({ id: item, status })));
      return { preteste_usado: true, monitorando_preteste: false };
    });
  }

  /** Block and siren for the pre-test (bloqueio_sirene_pre_teste), through the commands' outbox. */
  async bloqueioSirenePreTeste(id: number, quem: Quem) {
    const c = (await this.db('check_lists').where('id', id).first('id', 'cliente_id', 'status', 'veiculo_id', 'terminal')) as
      | { id: number; cliente_id: number; status: StatusChecklist; veiculo_id: number; terminal: string | null }
      | undefined;
    if (!c) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    exigirAcaoChecklist(c.status, 'PRE_TESTE');
    if (!c.terminal) throw new BusinessRuleError(MENSAGENS_CHECKLIST.bloqueioSireneErro);
    const comandos = new SqlComandos(this.em);
    const ids: number[] = [];
    for (const acao of ['BLOQUEAR', 'SIRENE'] as const) {
      const r = await comandos.registrar({
        canal: 'RASTREADOR', acao, acao_pgr_id: null, veiculo_id: c.veiculo_id, terminal: c.terminal, telefone: null, mensagem: TEXTO_DA_ACAO[acao], viagem_id: null,
        usuario_id: quem.usuario.id, username: quem.usuario.username, origem: quem.origem,
      });
      ids.push(r.id);
    }
    await this.registrarEvento(this.db, id, 'BLOQUEIO_SIRENE_PRE_TESTE', c.status, c.status, quem, { comandos: ids });
    return ids;
  }

  /** The alert definitions that fired for the checklist's current stage (spec 01 §2.7, §3). */
  async alertas(id: number, agora = new Date()): Promise<AlertaDisparado[]> {
    const db = this.db;
    const c = (await db('check_lists').where('id', id).first('status', 'data_cadastro', 'data_verificacao', 'data_em_teste', 'inicio_preteste', 'monitorando_preteste')) as
      | Parameters<typeof inicioDoEstagio>[0]
      | undefined;
    if (!c) return [];
    const data = (v: Date | string | null) => (v ? new Date(v) : null);
    const desde = inicioDoEstagio({ ...c, data_cadastro: new Date(c.data_cadastro), data_verificacao: data(c.data_verificacao), data_em_teste: data(c.data_em_teste), inicio_preteste: data(c.inicio_preteste) });
    if (!desde) return [];
    const defs = (await db('alertas_checklist').where('ativo', true).orderBy('id').select('id', 'descricao', 'periodo', 'sugestao', 'repeticao', 'ativo')) as DefinicaoAlerta[];
    return alertasDisparados(defs, desde, agora);
  }

  /** Express queue notices (spec 01 §6, §9): groups 3, 4, 6, 7; the checklists still waiting with their minutes left. */
  async emProcessamentoRapido(usuario: UsuarioAutenticado): Promise<Array<{ id: number; placa: string; tempo_minutos: number }>> {
    if (!CHECKLIST.gruposAvisoExpresso.includes(usuario.grupo_usuario_id)) throw new ForbiddenError('Avisos da fila expressa só para os grupos 3, 4, 6 e 7');
    const rows = (await this.db('check_lists').where('fila_expressa', true).whereIn('status', ['VERIFICANDO', 'PENDENTE', 'EM_TESTE']).orderBy('data_fila_expressa')
      .select('id', 'placa', 'data_fila_expressa')) as Array<{ id: number; placa: string; data_fila_expressa: Date | string | null }>;
    const agora = new Date();
    return rows.map((r) => ({ id: r.id, placa: r.placa, tempo_minutos: minutosRestantesExpresso(new Date(r.data_fila_expressa ?? agora), agora) }));
  }
}

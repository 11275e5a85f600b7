import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { randomBytes } from 'node:crypto';
import {
  aplicarAnalise, BusinessRuleError, clienteParaGravar, diaEmBrasilia, documentosDoPedido, errosDoAnexo, exigirAnalisavel, exigirCliente, FieldErrorBag, ForbiddenError,
  laudoInicial, lerPedidoRegistro, motivoDasRestricoes, lerProtocoloExterno, LAUDOS_FAVORAVEIS, MAXIMO_ANEXOS_POR_ENVIO, MENSAGENS_ANALISE, MENSAGENS_CADASTRO, NotFoundError,
  POLITICAS, protocoloRegistro, STATUS_ANALISE, statusDoRegistro, validadePesquisa, ValidationError, type Laudo, type PedidoRegistro, type Politica,
  type RespostaConsultaDocumentos, type StatusAnalise, type StatusRegistro,
} from '@gr/domain';
import { kx, registrarTratamento } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';

const novoHash = () => randomBytes(16).toString('hex');
const hojeIso = diaEmBrasilia;

/** Groups that may remove a registration's protocol (spec 03 §2, §6). */
export const GRUPOS_REMOVER_PROTOCOLO = [3, 4] as const;
export const MENSAGENS_REGISTRO = {
  naoEncontrado: 'Registro não encontrado',
  removido: 'Protocolo removido com sucesso',
  remocaoProibida: 'Remover protocolo: só os grupos 3 e 4',
  registrado: 'Registrado com sucesso',
  vigenteMantida: 'Consulta vigente mantida',
  atualizado: 'REGISTRO ATUALIZADO COM SUCESSO',
  renovado: 'ENVIO REALIZADO COM SUCESSO',
  protocoloDuplicado: 'Protocolo já registrado',
  analiseProibida: 'Análise de itens só para a equipe de cadastro',
} as const;

interface NovoItem {
  tipo_registro: 'MOTORISTA' | 'VEICULO' | 'PROPRIETARIO' | 'EMPRESA';
  documento: string | null;
  placa: string | null;
  nome: string | null;
  funcionario_id: number | null;
  veiculo_id: number | null;
  laudo: Laudo;
  bloqueado: boolean;
  motivo: string | null;
  dados: Record<string, unknown>;
}

/**
 * Write side of registrations (issue 13; spec 03 §4 "Registration", §5, §7): a consultation under a
 * policy (the registry port answers, the blacklist blocks, the client's configuration or the
 * policy sets the validity), external protocols, the item analysis with attachments, corrections,
 * removal by groups 3 and 4, renewals. Every change is one transaction; every document touched
 * leaves a row in `lgpd_tratamentos` with its purpose and legal basis. An approved driver's
 * protocol is written to `funcionarios_perfis`, the record the employee's profiles tab and the
 * trips read.
 */
@Injectable()
export class RegistroServico {
  constructor(private readonly em: EntityManager, private readonly portas: CadastroConsultaPortas) {}

  private get db(): Knex {
    return kx(this.em);
  }

  /** The registry lookup the wizard makes on each document step (documents already validated). */
  async consultarDocumentos(eu: UsuarioAutenticado, pedido: { cliente_id: number; politica: Politica; cpfs: string[]; cnpjs: string[]; placas: string[] }): Promise<RespostaConsultaDocumentos> {
    exigirCliente(eu.escopo, pedido.cliente_id);
    return this.portas.consultaDocumentos.consultar(pedido);
  }

  private async validadeConfigurada(db: Knex, clienteId: number, p: Politica): Promise<number | null> {
    const c = (await db('configuracoes_cadastro').where({ cliente_id: clienteId, criterio: POLITICAS[p] }).first('validade_em_dias')) as { validade_em_dias: number } | undefined;
    return c?.validade_em_dias ?? null;
  }

  /** The items of a consultation, each with the laudo the lookup gives it. */
  private itensDoPedido(p: PedidoRegistro, r: RespostaConsultaDocumentos, hoje: string): NovoItem[] {
    const restricao = (...chaves: Array<string | null>) => motivoDasRestricoes(r.restricoes, ...chaves);
    const itens: NovoItem[] = [];
    if (p.motorista) {
      const m = p.motorista;
      const achada = r.pessoas.find((x) => x.cpf === m.cpf);
      const laudo = laudoInicial({ restricao: restricao(m.cpf), cnhValidade: achada?.cnh_validade ?? null, hojeIso: hoje });
      itens.push({ tipo_registro: 'MOTORISTA', documento: m.cpf, placa: null, nome: m.nome, funcionario_id: achada?.funcionario_id ?? null, veiculo_id: null, ...laudo, dados: { rg: m.rg, rg_uf: m.rg_uf, cnh: m.cnh, fone1: m.fone1, fone2: m.fone2, cep: m.cep } });
    }
    if (p.empresa) {
      const e = p.empresa;
      itens.push({ tipo_registro: 'EMPRESA', documento: e.cnpj, placa: null, nome: e.razao_social, funcionario_id: null, veiculo_id: null, ...laudoInicial({ restricao: restricao(e.cnpj), cnhValidade: null, hojeIso: hoje }), dados: { fone1: e.fone1, cep: e.cep } });
    }
    for (const v of p.veiculos) {
      const achado = r.veiculos.find((x) => x.placa === v.placa);
      const motivo = restricao(v.placa, v.documento_proprietario);
      itens.push({ tipo_registro: 'VEICULO', documento: v.documento_proprietario, placa: v.placa, nome: null, funcionario_id: null, veiculo_id: achado?.veiculo_id ?? null, ...laudoInicial({ restricao: motivo, cnhValidade: null, hojeIso: hoje }), dados: { renavan: v.renavan, uf: v.uf, tipo_proprietario: v.tipo_proprietario, documento_proprietario: v.documento_proprietario } });
    }
    for (const o of p.proprietarios) {
      itens.push({ tipo_registro: 'PROPRIETARIO', documento: o.documento, placa: null, nome: o.nome, funcionario_id: null, veiculo_id: null, ...laudoInicial({ restricao: restricao(o.documento), cnhValidade: null, hojeIso: hoje }), dados: { tipo_proprietario: o.tipo_proprietario, data_nascimento: o.data_nascimento } });
    }
    return itens;
  }

  /** The main document of a consultation (driver, company or first vehicle) with its current search, if any. */
  private vigenteDoPrincipal(p: PedidoRegistro, r: RespostaConsultaDocumentos): number | null {
    if (p.motorista) return r.pessoas.find((x) => x.cpf === p.motorista!.cpf)?.registro_id ?? null;
    if (p.empresa) return r.empresas.find((x) => x.cnpj === p.empresa!.cnpj)?.registro_id ?? null;
    const v = p.veiculos[0];
    return v ? (r.veiculos.find((x) => x.placa === v.placa)?.registro_id ?? null) : null;
  }

  /**
   * A consultation from the wizard. When the main document already has a valid search for the
   * client and the user did not ask for a new one (`is_nova_pesquisa` not true), the current one
   * is kept and returned (`reaproveitado`).
   */
  async criar(eu: UsuarioAutenticado, corpo: Record<string, unknown>, novaPesquisa: boolean) {
    // A client user's own client when none is sent (spec 03 §6: the client is preset).
    const informado = typeof corpo.cliente_id === 'number' ? corpo.cliente_id : null;
    const pedido = lerPedidoRegistro({ ...corpo, cliente_id: clienteParaGravar(eu.escopo, informado) ?? corpo.cliente_id });
    const clienteId = pedido.cliente_id;
    exigirCliente(eu.escopo, clienteId);
    await this.exigirClienteExiste(clienteId);
    const agora = this.portas.clock.now();
    const docs = documentosDoPedido(pedido);
    const resposta = await this.portas.consultaDocumentos.consultar({ cliente_id: clienteId, politica: pedido.politica, ...docs });
    const vigente = this.vigenteDoPrincipal(pedido, resposta);
    if (vigente && !novaPesquisa) {
      const r = (await this.db('registros').where('id', vigente).first('id', 'hash', 'protocolo', 'status', 'validade')) as Record<string, unknown>;
      return { ...r, validade: new Date(r.validade as string).toISOString(), reaproveitado: true, message: MENSAGENS_REGISTRO.vigenteMantida, criado: false };
    }
    const itens = this.itensDoPedido(pedido, resposta, hojeIso(agora));
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const dias = await this.validadeConfigurada(tx, clienteId, pedido.politica);
      const validade = validadePesquisa(pedido.politica, agora, dias);
      const status = statusDoRegistro('ACORDO', itens);
      const r = await this.inserirRegistro(tx, eu, {
        cliente_id: clienteId, politica: pedido.politica, status, validade, is_pesquisa_conjunto: pedido.is_pesquisa_conjunto, fonte: null, protocolo: null,
        observacao: pedido.observacao, finalidade: pedido.finalidade, base_legal: pedido.base_legal, renovado_de: null,
      }, itens, agora);
      await registrarTratamento(tx, [...docs.cpfs, ...docs.cnpjs].map((documento) => ({ documento, operacao: 'CONSULTA' as const, finalidade: pedido.finalidade, base_legal: pedido.base_legal, registro_id: r.id, cliente_id: clienteId, usuario: eu })));
      return { ...r, reaproveitado: false, message: MENSAGENS_REGISTRO.registrado, criado: true };
    });
  }

  private async exigirClienteExiste(clienteId: number): Promise<void> {
    if (!(await this.db('clientes').where('id', clienteId).first('id'))) throw ValidationError.campo('cliente_id', 'Cliente não encontrado');
  }

  private async inserirRegistro(
    tx: Knex,
    eu: UsuarioAutenticado,
    r: { cliente_id: number; politica: Politica; status: StatusRegistro; validade: Date; is_pesquisa_conjunto: boolean; fonte: string | null; protocolo: string | null; observacao: string | null; finalidade: string; base_legal: string; renovado_de: number | null },
    itens: NovoItem[],
    agora: Date,
  ): Promise<{ id: number; hash: string; protocolo: string; status: StatusRegistro; validade: string }> {
    const id = ((await tx.raw(`select nextval('registros_id_seq')::int as id`)) as { rows: Array<{ id: number }> }).rows[0]!.id;
    const protocolo = r.protocolo ?? protocoloRegistro(id, agora);
    const hash = novoHash();
    await tx('registros').insert({
      id, cliente_id: r.cliente_id, usuario_id: eu.id, usuario: eu.username, politica: r.politica, criterio: POLITICAS[r.politica], status: r.status, protocolo,
      validade: r.validade, hash, is_pesquisa_conjunto: r.is_pesquisa_conjunto, fonte: r.fonte, observacao: r.observacao, finalidade: r.finalidade,
      base_legal: r.base_legal, renovado_de: r.renovado_de, data_cadastro: agora, updated_at: agora,
    });
    const linhas = (await tx('registros_itens')
      .insert(itens.map((i, ordem) => ({ ...i, registro_id: id, hash: novoHash(), politica: r.politica, data_vencimento: r.validade, dados: JSON.stringify(i.dados), ordem })))
      .returning(['id', 'tipo_registro', 'funcionario_id', 'laudo', 'bloqueado'])) as Array<{ id: number; tipo_registro: string; funcionario_id: number | null; laudo: Laudo; bloqueado: boolean }>;
    for (const l of linhas) await this.atualizarPerfil(tx, { ...l, cliente_id: r.cliente_id, protocolo, validade: r.validade });
    return { id, hash, protocolo, status: r.status, validade: r.validade.toISOString() };
  }

  /**
   * The driver's protocol for the client in `funcionarios_perfis` (the profiles tab and the trips
   * read it): a favourable, unblocked driver item writes it; a blocked one removes the profile it
   * had written.
   */
  private async atualizarPerfil(tx: Knex, i: { id: number; tipo_registro: string; funcionario_id: number | null; laudo: Laudo; bloqueado: boolean; cliente_id: number; protocolo: string; validade: Date }) {
    if (i.tipo_registro !== 'MOTORISTA' || !i.funcionario_id) return;
    if (LAUDOS_FAVORAVEIS.includes(i.laudo) && !i.bloqueado) {
      await tx.raw(
        `insert into funcionarios_perfis (funcionario_id, cliente_id, protocolo, validade_protocolo, registro_item_id)
         values (?, ?, ?, (? at time zone 'America/Sao_Paulo')::date, ?)
         on conflict (funcionario_id, cliente_id) do update set protocolo = excluded.protocolo, validade_protocolo = excluded.validade_protocolo, registro_item_id = excluded.registro_item_id`,
        [i.funcionario_id, i.cliente_id, i.protocolo.slice(0, 40), i.validade, i.id],
      );
    } else {
      await tx('funcionarios_perfis').where({ registro_item_id: i.id }).delete();
    }
  }

  /** An external protocol (spec 03 §4 "Protocol wizard"): sent with status ACORDO; the blacklist still blocks. */
  async protocoloExterno(eu: UsuarioAutenticado, corpo: Record<string, unknown>) {
    const agora = this.portas.clock.now();
    const hoje = hojeIso(agora);
    if (corpo.status !== undefined && corpo.status !== 'ACORDO') throw ValidationError.campo('status', 'Protocolo externo é registrado com status ACORDO');
    const escopoCliente = clienteParaGravar(eu.escopo, typeof corpo.cliente_id === 'number' ? corpo.cliente_id : null);
    const p = lerProtocoloExterno({ ...corpo, cliente_id: escopoCliente ?? corpo.cliente_id }, hoje);
    exigirCliente(eu.escopo, p.cliente_id);
    await this.exigirClienteExiste(p.cliente_id);
    const bag = new FieldErrorBag();
    const motorista = p.motorista_id ? ((await this.db('funcionarios').where('id', p.motorista_id).first('id', 'cpf', 'nome')) as { id: number; cpf: string; nome: string } | undefined) : undefined;
    if (p.motorista_id && !motorista) bag.add('motorista_id', 'Motorista não encontrado');
    const veiculo = p.veiculo_id ? ((await this.db('veiculos').where('id', p.veiculo_id).first('id', 'placa')) as { id: number; placa: string } | undefined) : undefined;
    if (p.veiculo_id && !veiculo) bag.add('veiculo_id', 'Veículo não encontrado');
    bag.throwIfAny();
    if (eu.escopo.tipo === 'clientes') {
      // A client user links only its own drivers and vehicles.
      if (motorista && !(await this.db('clientes_funcionarios').where({ funcionario_id: motorista.id, ativo: true }).whereIn('cliente_id', eu.escopo.ids).first('id'))) throw new ForbiddenError('Não há permissão');
      if (veiculo && !(await this.db('clientes_veiculos').where({ veiculo_id: veiculo.id, ativo: true }).whereIn('cliente_id', eu.escopo.ids).first('id'))) throw new ForbiddenError('Não há permissão');
    }
    if (await this.db('registros').where('protocolo', p.protocolo).first('id')) throw new BusinessRuleError(MENSAGENS_REGISTRO.protocoloDuplicado);
    const finalidade = typeof corpo.finalidade === 'string' && corpo.finalidade.trim() ? corpo.finalidade.trim().slice(0, 200) : 'Protocolo de consulta emitido por outra gerenciadora';
    const base = typeof corpo.base_legal === 'string' && corpo.base_legal.trim() ? corpo.base_legal.trim().toUpperCase().slice(0, 60) : 'LEGÍTIMO INTERESSE';
    const resposta = await this.portas.consultaDocumentos.consultar({ cliente_id: p.cliente_id, politica: p.politica, cpfs: motorista ? [motorista.cpf] : [], cnpjs: [], placas: veiculo ? [veiculo.placa] : [] });
    const restricao = (chave: string) => motivoDasRestricoes(resposta.restricoes, chave);
    const itens: NovoItem[] = [];
    if (motorista) itens.push({ tipo_registro: 'MOTORISTA', documento: motorista.cpf, placa: null, nome: motorista.nome, funcionario_id: motorista.id, veiculo_id: null, ...laudoInicial({ restricao: restricao(motorista.cpf), cnhValidade: null, hojeIso: hoje }), dados: {} });
    if (veiculo) itens.push({ tipo_registro: 'VEICULO', documento: null, placa: veiculo.placa, nome: null, funcionario_id: null, veiculo_id: veiculo.id, ...laudoInicial({ restricao: restricao(veiculo.placa), cnhValidade: null, hojeIso: hoje }), dados: {} });
    // Valid through the chosen day, in Brasília.
    const validade = new Date(`${p.validade}T23:59:59-03:00`);
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const r = await this.inserirRegistro(tx, eu, {
        cliente_id: p.cliente_id, politica: p.politica, status: statusDoRegistro('ACORDO', itens), validade, is_pesquisa_conjunto: false, fonte: p.fonte, protocolo: p.protocolo,
        observacao: null, finalidade, base_legal: base, renovado_de: null,
      }, itens, agora);
      if (motorista) await registrarTratamento(tx, [{ documento: motorista.cpf, operacao: 'PROTOCOLO_EXTERNO', finalidade, base_legal: base, registro_id: r.id, cliente_id: p.cliente_id, usuario: eu }]);
      return { id: r.id, hash: r.hash, protocolo: r.protocolo, status: r.status, message: MENSAGENS_REGISTRO.registrado };
    });
  }

  /** The registration row locked for a change, within the caller's scope. */
  private async travar(tx: Knex, id: number, eu: UsuarioAutenticado) {
    const r = (await tx('registros').where('id', id).forUpdate().first('id', 'cliente_id', 'status', 'protocolo', 'validade', 'finalidade', 'base_legal')) as
      | { id: number; cliente_id: number; status: StatusRegistro; protocolo: string; validade: Date; finalidade: string; base_legal: string }
      | undefined;
    if (!r) throw new NotFoundError(MENSAGENS_REGISTRO.naoEncontrado);
    exigirCliente(eu.escopo, r.cliente_id);
    return r;
  }

  /**
   * The analysis of one item (POST /registro/upload/{id}): an observation with the button's status
   * and/or attachments. Attachments are checked all before anything is stored (400, nothing kept).
   */
  async analisar(eu: UsuarioAutenticado, id: number, corpo: { item_hash?: unknown; observacao?: unknown; anexos?: unknown }) {
    const bag = new FieldErrorBag();
    const itemHash = typeof corpo.item_hash === 'string' ? corpo.item_hash.trim() : '';
    if (!/^[0-9a-f]{32}$/.test(itemHash)) bag.add('item_hash', 'Item não informado');
    const obs = corpo.observacao && typeof corpo.observacao === 'object' ? (corpo.observacao as Record<string, unknown>) : null;
    const descricao = typeof obs?.descricao === 'string' ? obs.descricao.trim().slice(0, 2000) : '';
    const statusAnalise = typeof obs?.status_analise === 'string' ? obs.status_analise.trim().toUpperCase() : '';
    if (obs) {
      if (!descricao) bag.add('observacao.descricao', MENSAGENS_CADASTRO.obrigatorios);
      if (!(STATUS_ANALISE as readonly string[]).includes(statusAnalise)) bag.add('observacao.status_analise', `deve ser um de: ${STATUS_ANALISE.join(', ')}`);
    }
    const brutos = corpo.anexos === undefined || corpo.anexos === null ? [] : Array.isArray(corpo.anexos) ? corpo.anexos : null;
    if (!brutos) bag.add('anexos', 'deve ser uma lista');
    if (brutos && brutos.length > MAXIMO_ANEXOS_POR_ENVIO) bag.add('anexos', `No máximo ${MAXIMO_ANEXOS_POR_ENVIO} anexos por envio`);
    const anexos = (brutos ?? []).slice(0, MAXIMO_ANEXOS_POR_ENVIO).map((a, i) => {
      const o = a && typeof a === 'object' ? (a as Record<string, unknown>) : {};
      const nome = typeof o.nome === 'string' ? o.nome.trim().slice(0, 200) : '';
      const tipo = typeof o.tipo === 'string' ? o.tipo.trim().toLowerCase().replace('image/jpg', 'image/jpeg') : '';
      const b64 = typeof o.conteudo === 'string' ? o.conteudo.replace(/^data:[^,]*,/, '') : '';
      // One bad character is enough to refuse: a whole-string pattern overflows the regex stack on megabytes.
      const bytes = b64 && !/[^A-Za-z0-9+/=\s]/.test(b64) ? Buffer.from(b64, 'base64') : null;
      for (const e of errosDoAnexo({ nome, tipo, bytes })) bag.add(`anexos.${i}`, e);
      return { nome, tipo, bytes: bytes! };
    });
    if (!obs && !anexos.length && !!bag.empty) bag.add('observacao', 'Informe uma observação ou um anexo');
    bag.throwIfAny();
    if (obs && !this.podeAnalisar(eu)) throw new ForbiddenError(MENSAGENS_REGISTRO.analiseProibida);
    if (anexos.length && !this.podeAlterar(eu)) throw new ForbiddenError('Anexos só pela equipe de cadastro');
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const r = await this.travar(tx, id, eu);
      exigirAnalisavel(r.status);
      const item = (await tx('registros_itens').where({ registro_id: id, hash: itemHash }).first('id', 'tipo_registro', 'funcionario_id', 'laudo', 'bloqueado', 'motivo', 'documento')) as
        | { id: number; tipo_registro: string; funcionario_id: number | null; laudo: Laudo; bloqueado: boolean; motivo: string | null; documento: string | null }
        | undefined;
      if (!item) throw ValidationError.campo('item_hash', MENSAGENS_ANALISE.itemInexistente);
      let status = r.status;
      if (obs) {
        await tx('registros_observacoes').insert({ registro_id: id, item_hash: itemHash, descricao, status_analise: statusAnalise, usuario_id: eu.id, usuario: eu.username });
        const novo = aplicarAnalise(item, statusAnalise as StatusAnalise, descricao);
        await tx('registros_itens').where('id', item.id).update({ laudo: novo.laudo, bloqueado: novo.bloqueado, motivo: novo.motivo });
        const todos = (await tx('registros_itens').where('registro_id', id).select('laudo', 'bloqueado')) as Array<{ laudo: Laudo; bloqueado: boolean }>;
        status = statusDoRegistro(r.status, todos);
        await tx('registros').where('id', id).update({ status, version: tx.raw('version + 1'), updated_at: tx.fn.now() });
        await this.atualizarPerfil(tx, { ...item, ...novo, cliente_id: r.cliente_id, protocolo: r.protocolo, validade: new Date(r.validade) });
        if (item.documento) await registrarTratamento(tx, [{ documento: item.documento, operacao: 'ANALISE', finalidade: r.finalidade, base_legal: r.base_legal, registro_id: id, cliente_id: r.cliente_id, usuario: eu }]);
      }
      if (anexos.length) {
        await tx('registros_anexos').insert(anexos.map((a) => ({ registro_id: id, item_hash: itemHash, nome: a.nome, tipo: a.tipo, tamanho: a.bytes.length, conteudo: a.bytes, usuario: eu.username })));
      }
      return { message: MENSAGENS_REGISTRO.atualizado, status };
    });
  }

  podeAnalisar(eu: UsuarioAutenticado): boolean {
    return eu.escopo.tipo === 'todos' && !!eu.acessos.cadastro_consulta?.includes('liberar');
  }

  podeAlterar(eu: UsuarioAutenticado): boolean {
    return eu.escopo.tipo === 'todos' && !!eu.acessos.cadastro_consulta?.includes('update');
  }

  /** Corrections of an item's parameters (POST /registro/corrigir_erros_parametros/{hash}). */
  async corrigir(eu: UsuarioAutenticado, itemHash: string, corpo: Record<string, unknown>) {
    if (!this.podeAlterar(eu)) throw new ForbiddenError('Correção de parâmetros só pela equipe de cadastro');
    const bag = new FieldErrorBag();
    const txt = (k: string, max: number) => (typeof corpo[k] === 'string' ? (corpo[k] as string).trim().toUpperCase().slice(0, max) : corpo[k] === undefined || corpo[k] === null ? undefined : (bag.add(k, 'deve ser um texto'), undefined));
    const dig = (k: string) => {
      const v = txt(k, 20);
      if (v === undefined || v === '') return v;
      const d = v.replace(/\D/g, '');
      if (d.length !== 11) bag.add(k, `${k === 'cnh' ? 'CNH' : 'Renavam'} deve ter 11 dígitos`);
      return d;
    };
    const nome = txt('nome', 150);
    const dados: Record<string, unknown> = {};
    const rg = txt('rg', 20);
    const rgUf = txt('rg_uf', 2);
    const uf = txt('uf', 2);
    const cnh = dig('cnh');
    const renavan = dig('renavan');
    for (const [k, v] of Object.entries({ rg, rg_uf: rgUf, uf, cnh, renavan })) if (v !== undefined) dados[k] = v || null;
    for (const k of ['rg_uf', 'uf'] as const) if (dados[k] && !/^[A-Z]{2}$/.test(dados[k] as string)) bag.add(k, 'UF inválida');
    if (nome === '') bag.add('nome', MENSAGENS_CADASTRO.obrigatorios);
    if (nome === undefined && !Object.keys(dados).length && !!bag.empty) bag.add('item_registro', MENSAGENS_CADASTRO.obrigatorios);
    bag.throwIfAny();
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const item = (await tx('registros_itens').where('hash', itemHash).first('id', 'registro_id')) as { id: number; registro_id: number } | undefined;
      if (!item) throw new NotFoundError(MENSAGENS_REGISTRO.naoEncontrado);
      const r = await this.travar(tx, item.registro_id, eu);
      exigirAnalisavel(r.status);
      await tx('registros_itens').where('id', item.id).update({
        ...(nome ? { nome } : {}),
        dados: tx.raw(`dados || ?::jsonb`, [JSON.stringify(dados)]),
        is_correcao_parametro: true,
      });
      await tx('registros').where('id', r.id).update({ version: tx.raw('version + 1'), updated_at: tx.fn.now() });
      return { message: MENSAGENS_REGISTRO.atualizado };
    });
  }

  /** Removing a protocol (groups 3 and 4): the registration is cancelled, never erased, and stops counting for trips. */
  async remover(eu: UsuarioAutenticado, id: number) {
    if (!(GRUPOS_REMOVER_PROTOCOLO as readonly number[]).includes(eu.grupo_usuario_id)) throw new ForbiddenError(MENSAGENS_REGISTRO.remocaoProibida);
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const r = await this.travar(tx, id, eu);
      if (r.status === 'CANCELADO') throw new BusinessRuleError('Protocolo já removido');
      await tx('registros').where('id', id).update({ status: 'CANCELADO', version: tx.raw('version + 1'), updated_at: tx.fn.now() });
      await tx('funcionarios_perfis').whereIn('registro_item_id', tx('registros_itens').where('registro_id', id).select('id')).delete();
      return { message: MENSAGENS_REGISTRO.removido };
    });
  }

  /**
   * Renewals (POST /registro/renovar_registros): each chosen registration gets a new one with
   * status RENOVAÇÃO holding the chosen items, consulted again (the blacklist may block them now),
   * with a new validity; the old one is marked renewed.
   */
  async renovar(eu: UsuarioAutenticado, bruto: unknown) {
    let lista: unknown = bruto;
    if (typeof bruto === 'string') {
      try {
        lista = JSON.parse(bruto);
      } catch {
        throw ValidationError.campo('itens_renovacao', 'deve ser uma lista JSON de {registro_id, item}');
      }
    }
    if (bruto === undefined || bruto === null || (Array.isArray(lista) && lista.length === 0)) throw new BusinessRuleError(MENSAGENS_CADASTRO.renovacaoVazia);
    if (!Array.isArray(lista)) throw ValidationError.campo('itens_renovacao', 'deve ser uma lista JSON de {registro_id, item}');
    const porRegistro = new Map<number, Set<string>>();
    lista.forEach((x, i) => {
      const o = x && typeof x === 'object' ? (x as Record<string, unknown>) : {};
      const rid = typeof o.registro_id === 'number' && Number.isInteger(o.registro_id) && o.registro_id > 0 ? o.registro_id : null;
      const item = typeof o.item === 'string' && /^[0-9a-f]{32}$/.test(o.item) ? o.item : null;
      if (!rid || !item) throw ValidationError.campo(`itens_renovacao.${i}`, 'deve ter registro_id e item (hash)');
      porRegistro.set(rid, (porRegistro.get(rid) ?? new Set()).add(item));
    });
    if (porRegistro.size > 200) throw ValidationError.campo('itens_renovacao', 'No máximo 200 registros por envio');
    const agora = this.portas.clock.now();
    const hoje = hojeIso(agora);
    return this.em.transactional(async (tem) => {
      const tx = kx(tem);
      const criados: number[] = [];
      for (const [rid, hashes] of porRegistro) {
        const r = await this.travar(tx, rid, eu);
        if (r.status === 'CANCELADO') throw new BusinessRuleError(`Registro ${r.protocolo} foi removido e não pode ser renovado`);
        const completo = (await tx('registros').where('id', rid).first('politica', 'renovado_em', 'is_pesquisa_conjunto', 'observacao')) as { politica: Politica; renovado_em: Date | null; is_pesquisa_conjunto: boolean; observacao: string | null };
        if (completo.renovado_em) throw new BusinessRuleError(`Registro ${r.protocolo} já foi renovado`);
        const antigos = (await tx('registros_itens').where('registro_id', rid).whereIn('hash', [...hashes]).orderBy('ordem')
          .select('tipo_registro', 'documento', 'placa', 'nome', 'funcionario_id', 'veiculo_id', 'dados')) as Array<Omit<NovoItem, 'laudo' | 'bloqueado' | 'motivo'>>;
        if (antigos.length !== hashes.size) throw ValidationError.campo('itens_renovacao', `Item não pertence ao registro ${r.protocolo}`);
        const cpfs = antigos.filter((i) => i.documento?.length === 11).map((i) => i.documento!);
        const cnpjs = antigos.filter((i) => i.documento?.length === 14).map((i) => i.documento!);
        const placas = antigos.filter((i) => i.placa).map((i) => i.placa!);
        const resposta = await this.portas.consultaDocumentos.consultar({ cliente_id: r.cliente_id, politica: completo.politica, cpfs, cnpjs, placas });
        const itens: NovoItem[] = antigos.map((i) => {
          const cnh = i.tipo_registro === 'MOTORISTA' ? (resposta.pessoas.find((p) => p.cpf === i.documento)?.cnh_validade ?? null) : null;
          const motivo = motivoDasRestricoes(resposta.restricoes, i.placa, i.documento);
          return { ...i, dados: (i.dados ?? {}) as Record<string, unknown>, ...laudoInicial({ restricao: motivo, cnhValidade: cnh, hojeIso: hoje }) };
        });
        const dias = await this.validadeConfigurada(tx, r.cliente_id, completo.politica);
        const novo = await this.inserirRegistro(tx, eu, {
          cliente_id: r.cliente_id, politica: completo.politica, status: statusDoRegistro('RENOVAÇÃO', itens), validade: validadePesquisa(completo.politica, agora, dias),
          is_pesquisa_conjunto: completo.is_pesquisa_conjunto, fonte: null, protocolo: null, observacao: completo.observacao, finalidade: r.finalidade, base_legal: r.base_legal, renovado_de: rid,
        }, itens, agora);
        await tx('registros').where('id', rid).update({ renovado_em: agora, version: tx.raw('version + 1'), updated_at: tx.fn.now() });
        await registrarTratamento(tx, [...cpfs, ...cnpjs].map((documento) => ({ documento, operacao: 'RENOVACAO' as const, finalidade: r.finalidade, base_legal: r.base_legal, registro_id: novo.id, cliente_id: r.cliente_id, usuario: eu })));
        criados.push(novo.id);
      }
      return { message: MENSAGENS_REGISTRO.renovado, registros: criados };
    });
  }
}


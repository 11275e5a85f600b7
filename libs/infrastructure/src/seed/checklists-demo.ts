import type { Knex } from '@mikro-orm/knex';
import { eNegativo, protocoloChecklist, OPERACOES_VERIFICACAO, type StatusChecklist } from '@gr/domain';

const HORA = 3_600_000;
const DIA = 24 * HORA;

interface Roteiro {
  status: StatusChecklist;
  /** How long ago it was requested. */
  ha: number;
  /** Validity from now (APROVADO, LIBERADO; negative: EXPIRADO). */
  validade?: number;
  operacao?: 'SE' | 'ESC' | 'EC';
  expresso?: boolean;
  /** Items rejected (their index) in a finished test. */
  reprovados?: number[];
  online?: boolean;
  cancelamento?: string;
  pendencia?: string;
}

/**
 * One checklist in every status for the client users' carrier, and a few for the other carriers
 * and shippers (issue 12): what the operator's queue, the manager's times, the client's grid, the
 * release, the retest and the express queue show right after `npm start`. Finished tests carry
 * their items' tracking (values, changes seen, time of the last reading) as the automatic test
 * leaves them. Vehicles beyond the ones used stay free for a new request in the wizard.
 */
const ROTEIROS: Readonly<Record<string, readonly Roteiro[]>> = {
  rodobens: [
    { status: 'VERIFICANDO', ha: 0.4 * HORA, expresso: true },
    { status: 'VERIFICANDO', ha: 1.5 * HORA },
    { status: 'PENDENTE', ha: 3 * HORA, operacao: 'SE', pendencia: OPERACOES_VERIFICACAO.SE },
    { status: 'EM_TESTE', ha: 2 * HORA, operacao: 'EC' },
    { status: 'APROVADO', ha: 4 * DIA, validade: 26 * DIA, operacao: 'EC', online: true },
    { status: 'APROVADO', ha: 25 * DIA, validade: 5 * DIA, operacao: 'EC' },
    { status: 'REPROVADO', ha: 10 * HORA, operacao: 'EC', reprovados: [0, 3], online: true },
    { status: 'MANUTENCAO', ha: 2 * DIA, operacao: 'EC', pendencia: 'SENSOR DO BAÚ SEM SINAL: VEÍCULO ENCAMINHADO À OFICINA' },
    { status: 'LIBERADO', ha: 3 * DIA, validade: 2 * DIA, operacao: 'EC', reprovados: [2] },
    { status: 'CANCELADO', ha: 6 * DIA, cancelamento: 'PEDIDO EM DUPLICIDADE' },
    { status: 'EXPIRADO', ha: 40 * DIA, validade: -10 * DIA, operacao: 'EC' },
  ],
  alimentos: [
    { status: 'VERIFICANDO', ha: 0.8 * HORA },
    { status: 'APROVADO', ha: 8 * DIA, validade: 22 * DIA, operacao: 'EC', online: true },
    { status: 'REPROVADO', ha: 5 * DIA, operacao: 'EC', reprovados: [1] },
  ],
  metalurgica: [
    { status: 'PENDENTE', ha: 5 * HORA, operacao: 'ESC', pendencia: OPERACOES_VERIFICACAO.ESC },
    { status: 'APROVADO', ha: 12 * DIA, validade: 18 * DIA, operacao: 'EC' },
  ],
  andrade: [
    { status: 'EM_TESTE', ha: 1 * HORA, operacao: 'EC' },
    { status: 'LIBERADO', ha: 6 * DIA, validade: 1 * DIA, operacao: 'EC', reprovados: [4] },
  ],
};


export async function seedChecklistsDemo(db: Knex, clientes: ReadonlyMap<string, number>, agora = new Date()): Promise<number> {
  if (await db('check_lists').first('id')) return 0;
  const itensPgr = (await db('itens_pgr').where({ status: true, padrao: true }).orderBy('id').select('id', 'periferico_id', 'descricao')) as Array<{ id: number; periferico_id: number | null; descricao: string }>;
  let total = 0;
  for (const [chave, roteiros] of Object.entries(ROTEIROS)) {
    const clienteId = clientes.get(chave);
    if (!clienteId) continue;
    // Shippers have no fleet of their own: they hire aggregated trucks, linked to them for the checklist.
    const precisa = roteiros.length + 2;
    const proprios = Number(((await db('clientes_veiculos').where({ cliente_id: clienteId, ativo: true }).count({ n: '*' }).first()) as { n: string }).n);
    if (proprios < precisa) {
      const agregados = (await db('veiculos as v').whereNot('v.tipo', 'CARRETA')
        .whereNotExists(db('clientes_veiculos as x').whereRaw('x.veiculo_id = v.id').andWhere('x.cliente_id', clienteId))
        .whereNotExists(db('check_lists as c').whereRaw('c.veiculo_id = v.id'))
        .whereNotNull('v.terminal').orderBy('v.id', 'desc').limit(precisa - proprios).pluck('v.id')) as number[];
      if (agregados.length) await db('clientes_veiculos').insert(agregados.map((veiculo_id) => ({ cliente_id: clienteId, veiculo_id, tipo: 'AGREGADO' })));
    }
    const veiculos = (await db('clientes_veiculos as cv').join('veiculos as v', 'v.id', 'cv.veiculo_id')
      .where({ 'cv.cliente_id': clienteId, 'cv.ativo': true }).whereNot('v.tipo', 'CARRETA')
      .whereNotExists(db('check_lists as c').whereRaw('c.veiculo_id = v.id'))
      .orderBy('v.id').select('v.id', 'v.placa', 'v.terminal', 'v.tecnologia_id', 'cv.tipo')) as Array<{ id: number; placa: string; terminal: string | null; tecnologia_id: number | null; tipo: string }>;
    const pgr = (await db('pgr_clientes').where('cliente_id', clienteId).orderBy([{ column: 'pgr_padrao', order: 'desc' }, { column: 'id' }]).first('id')) as { id: number } | undefined;
    // Keep at least two vehicles of each client free for a new request.
    const usados = roteiros.slice(0, Math.max(0, veiculos.length - 2));
    for (const [n, r] of usados.entries()) {
      const v = veiculos[n]!;
      const cadastro = new Date(agora.getTime() - r.ha);
      const verificacao = r.operacao ? new Date(cadastro.getTime() + 12 * 60_000) : null;
      const emTeste = r.operacao === 'EC' ? new Date(cadastro.getTime() + 15 * 60_000) : null;
      const finalizado = ['APROVADO', 'REPROVADO', 'MANUTENCAO', 'LIBERADO', 'CANCELADO', 'EXPIRADO'].includes(r.status) ? new Date(cadastro.getTime() + 35 * 60_000) : null;
      const [{ id }] = (await db.raw(`select nextval('check_lists_id_seq')::int as id`)).rows as Array<{ id: number }>;
      await db('check_lists').insert({
        id: id!, status: r.status, cliente_id: clienteId, pgr_cliente_id: pgr?.id ?? null, veiculo_id: v.id, placa: v.placa, terminal: v.terminal,
        tecnologia_id: v.tecnologia_id, vinculo: v.tipo, carroceria: n % 2 ? 'ABERTA' : 'FECHADA', protocolo: protocoloChecklist(id!, cadastro),
        username_add: chave === 'rodobens' ? 'CLIENTE' : 'CENTRAL', operador_username: r.operacao === 'EC' ? 'OPERADOR' : null, operacao: r.operacao ?? null,
        data_cadastro: cadastro, data_verificacao: verificacao, data_em_teste: emTeste, data_finalizado: finalizado,
        data_validade: r.validade !== undefined ? new Date(agora.getTime() + r.validade) : null,
        inicio_teste_online: r.online ? emTeste : null, fila_expressa: !!r.expresso, data_fila_expressa: r.expresso ? cadastro : null,
        observacao_pendencia: r.pendencia ?? null, observacao_cancelamento: r.cancelamento ?? null,
        nome_contato: 'CARLOS EDUARDO MENDES', telefone_contato1: '(11)98765-4321',
      });
      const finalizadoTeste = ['APROVADO', 'REPROVADO', 'MANUTENCAO', 'LIBERADO', 'EXPIRADO'].includes(r.status);
      await db('check_list_itens').insert(itensPgr.map((i, k) => {
        const reprovado = r.reprovados?.includes(k) ?? false;
        const quando = emTeste ? new Date(emTeste.getTime() + (k + 1) * 70_000) : null;
        return {
          check_list_id: id, item_pgr_id: i.id, periferico_id: i.periferico_id, descricao: i.descricao,
          status: finalizadoTeste ? (reprovado ? 'REPROVADO' : 'APROVADO') : null,
          // What the automatic test left: two changes seen, or a sensor that never answered.
          status_teste: finalizadoTeste ? (reprovado ? 0 : 2) : 0,
          quantidade: finalizadoTeste && !reprovado ? 2 : 0,
          valor: finalizadoTeste ? (i.periferico_id !== null && eNegativo(i.periferico_id) ? 0 : reprovado ? null : 0) : null,
          violacao: false,
          data_posicao: finalizadoTeste && !reprovado ? quando : null,
        };
      }));
      const eventos: Array<{ acao: string; antes: StatusChecklist | null; depois: StatusChecklist; quando: Date; username: string }> = [
        { acao: 'CRIADO', antes: null, depois: 'VERIFICANDO', quando: cadastro, username: chave === 'rodobens' ? 'CLIENTE' : 'CENTRAL' },
      ];
      if (r.operacao && verificacao) eventos.push({ acao: `OPERACAO_${r.operacao}`, antes: 'VERIFICANDO', depois: r.operacao === 'EC' ? 'EM_TESTE' : 'PENDENTE', quando: verificacao, username: 'OPERADOR' });
      if (finalizado && r.status !== 'CANCELADO') {
        const resultado: StatusChecklist = r.reprovados?.length ? 'REPROVADO' : r.status === 'MANUTENCAO' ? 'MANUTENCAO' : 'APROVADO';
        eventos.push({ acao: resultado === 'MANUTENCAO' ? 'MANUTENCAO' : 'REGISTRAR_RESULTADO', antes: 'EM_TESTE', depois: resultado, quando: finalizado, username: 'OPERADOR' });
        if (r.status === 'LIBERADO') eventos.push({ acao: 'LIBERAR', antes: 'REPROVADO', depois: 'LIBERADO', quando: new Date(finalizado.getTime() + HORA), username: 'CLIENTE' });
        if (r.status === 'EXPIRADO') eventos.push({ acao: 'EXPIRAR', antes: 'APROVADO', depois: 'EXPIRADO', quando: new Date(agora.getTime() + (r.validade ?? 0)), username: 'SISTEMA' });
      }
      if (r.status === 'CANCELADO' && finalizado) eventos.push({ acao: 'CANCELAR', antes: 'VERIFICANDO', depois: 'CANCELADO', quando: finalizado, username: 'OPERADOR' });
      await db('check_list_eventos').insert(eventos.map((e) => ({ check_list_id: id, acao: e.acao, status_antes: e.antes, status_depois: e.depois, username: e.username, origem: '127.0.0.1', data: e.quando })));
      if (r.status === 'LIBERADO') {
        const c = (await db('clientes').where('id', clienteId).first('nome', 'cnpj')) as { nome: string; cnpj: string | null };
        await db('liberacoes').insert({
          usuario_logado: 'CLIENTE', usuario_liberacao: 'SUPERVISOR', placa: v.placa, tipo: 'CHECKLIST', check_list_id: id, observacao: 'LIBERADO PARA VIAGEM CURTA ATÉ A TROCA DO SENSOR',
          nome_fantasia: c.nome, cnpj: c.cnpj, ip: '127.0.0.1', data_cadastro: new Date((finalizado ?? agora).getTime() + HORA),
        });
      }
      total++;
    }
  }
  return total;
}

import { iniciarApp, type AppDeTeste } from '../../apps/backend/test/support/app.js';
import { motoristaSoDe, veiculoSoDe } from '../../apps/backend/test/support/masters.js';
import { viagemDe } from '../../apps/backend/test/support/viagens.js';
import { campos, comCampo, exemplo, operacoes, preencher, type Operacao } from './support/operacoes.js';

/**
 * Generated tenant matrix (issue 9): every operation of openapi/openapi.json that takes a record id
 * or a `cliente_id` — in the path, the query or the body — is called by each client-side group
 * (8 cliente, 10 embarcador, 11 gestor embarcador, 16 gestor corretora, 17 gestor seguradora) with
 * the ids of another client's records. No answer may be a 2xx that changes them, and no 2xx may
 * reveal them (the other client's name, its `cliente_id`, its driver's name).
 *
 * A path id is read by its resource; a resource the matrix does not know fails the suite until it
 * is classified here: owned by a client (with a query that finds another client's row) or shared
 * by all clients (reference data, the desk's own catalogues).
 */

/** The other client's row of each client-owned resource. */
type Alheios = Record<string, string>;

/** Resources that belong to no client: reference lists and the desk's catalogues. */
const COMPARTILHADOS = new Set([
  'acoes_pgr', 'actions', 'emails', 'estados', 'fabricantes', 'funcoes', 'get_functions_controllers_by_controller', 'grupos_usuarios',
  'itens_pgr', 'modelos', 'ocorrencias', 'pgrs', 'regras_risco', 'sinistros', 'tecnologias', 'integracao', 'sessions',
  // Rapid-response teams are the desk's suppliers, linked to clients but owned by none.
  'pronta_resposta',
  // Contacts and contact groups are the desk's address book (staff only: commercial and operations).
  'contatos', 'get_contatos', 'grupos',
  // The blacklist is the desk's own (third parties' data, staff only): client-side groups are refused.
  'blacklist',
  // Stations are the desk's positions (staff only, decision 46): client-side groups are refused.
  'estacoes',
]);

/** Path ids whose resource is not the path's first segment. */
const ID_POR_CAMINHO: Record<string, keyof Alheios> = {
  '/api/veiculos/{id}/remover_carreta': 'engate',
  '/api/tecnologias/get_tecnologia_by_veiculo/{id}': 'veiculo',
  '/api/check_lists/get_tecnologia_by_veiculo/{id}': 'veiculo',
  '/api/registro/motorista/{id}': 'funcionario',
  '/api/registro/veiculo/{id}': 'veiculo',
  '/api/registro/anexo/{id}': 'anexo',
  '/api/cadastro_consulta/configuracoes/{id}': 'configuracao',
  '/api/cadastro_consulta/configuracoes/remover/{id}': 'configuracao',
  // A registration report's export job: another client user's (issue 13).
  '/api/registro/cadastro_consulta/relatorios/exportacoes/{id}': 'relatorio',
  '/api/registro/cadastro_consulta/relatorios/exportacoes/{id}/arquivo': 'relatorio',
};

/**
 * A path parameter as the other client's value (`alheio`), or a plain value when the parameter
 * is no client's (a shared catalogue's id, a group number).
 */
function valorDoParametro(op: Operacao, nome: string, a: Alheios): { valor: string; alheio: boolean } | undefined {
  const recurso = op.caminho.split('/')[2]!;
  const alheio = (valor: string | undefined) => (valor ? { valor, alheio: true } : undefined);
  if (nome === 'cnpj') return alheio(a.cnpj);
  if (nome === 'cpf') return alheio(a.cpf);
  // The LGPD calls take a data subject's CPF or CNPJ: another client's driver.
  if (nome === 'documento') return alheio(a.cpf);
  if (nome === 'placa') return alheio(a.placa);
  if (['cliente_id', 'clienteId'].includes(nome)) return alheio(a.cliente);
  if (nome === 'veiculo_id') return alheio(a.veiculo);
  if (nome === 'userId') return alheio(a.usuario);
  // A registration's URL key, or an item's in the correction call.
  if (nome === 'hash') return alheio(op.caminho.includes('corrigir_erros_parametros') ? a.itemRegistro : a.hashRegistro);
  if (nome === 'id' || nome === 'grupo_id') {
    const especial = ID_POR_CAMINHO[op.caminho];
    if (especial) return alheio(a[especial]);
    const porRecurso: Record<string, string | undefined> = {
      clientes: a.cliente, veiculos: a.veiculo, funcionarios: a.funcionario, rotas: a.rota, pontos: a.ponto, users: a.usuario, pgr_cliente: a.pgrCliente, check_lists: a.checklist, registro: a.registro,
      monitoramentos: a.viagem, notificacoes: a.notificacao,
    };
    if (recurso in porRecurso) return alheio(porRecurso[recurso]);
    if (COMPARTILHADOS.has(recurso)) return { valor: '1', alheio: false };
    throw new Error(`${op.metodo.toUpperCase()} ${op.caminho}: classifique o recurso '${recurso}' na matriz de clientes (dono ou compartilhado)`);
  }
  return undefined;
}

/** Body fields that carry a record id, with the other client's row. */
function valorDoCampo(nome: string, a: Alheios): number | undefined {
  const mapa: Record<string, string> = {
    cliente_id: a.cliente, veiculo_id: a.veiculo, cavalo_id: a.veiculo, carreta_id: a.carreta, funcionario_id: a.funcionario,
    rota_id: a.rota, ponto_id: a.ponto, ponto_origem_id: a.ponto, ponto_destino_id: a.ponto,
    solicitacao_monitoramento_id: a.viagem, viagem_id: a.viagem, sm_id: a.viagem, embarcador_id: a.cliente, pgr_cliente_id: a.pgrCliente,
  };
  return mapa[nome] ? Number(mapa[nome]) : undefined;
}

interface Caso { op: Operacao; url: string; corpo?: unknown; ids: string[] }

function montar(op: Operacao, a: Alheios): Caso | undefined {
  const ids: string[] = [];
  const caminho: Record<string, string> = {};
  for (const p of op.parametros.filter((x) => x.em === 'path')) {
    const v = valorDoParametro(op, p.nome, a);
    if (v?.alheio) ids.push(p.nome);
    caminho[p.nome] = v?.valor ?? (p.nome === 'groups' ? '8' : p.nome === 'grupo' ? '8' : p.nome === 'uf' ? 'SP' : 'abc');
  }
  // Query parameters that name another client's record: its client, or its vehicle's terminal.
  const naQuery: Record<string, string | undefined> = { cliente_id: a.cliente, terminal_id: a.terminal };
  const pares = op.parametros.filter((p) => p.em === 'query' && p.nome in naQuery).map((p) => [p.nome, naQuery[p.nome]!] as const);
  const query = new URLSearchParams(pares.map(([k, v]) => [k, v])).toString();
  for (const [k] of pares) ids.push(`?${k}`);
  let corpo: unknown;
  if (op.corpo) {
    corpo = exemplo(op.corpo);
    for (const c of campos(op.corpo)) {
      const nome = c.caminho[c.caminho.length - 1]!;
      const v = valorDoCampo(nome, a);
      if (v !== undefined) {
        corpo = comCampo(corpo, c.caminho, v);
        ids.push(nome);
      }
    }
  }
  if (!ids.length) return undefined;
  const url = preencher(op.caminho, caminho) + (query ? `?${query}` : '');
  return { op, url, corpo, ids };
}

let t: AppDeTeste;

/** The vehicle's terminal number, given one if it has none (a position history to ask for). */
async function terminalDe(veiculoId: number): Promise<string> {
  const [v] = await t.sql<{ terminal: string | null }>('update veiculos set terminal = coalesce(terminal, $2) where id = $1 returning terminal', [veiculoId, `MATRIZ${veiculoId}`]);
  return v!.terminal!;
}
const tokens: Record<string, string> = {};
const alheios: Alheios = {};
let marcas: string[] = [];

async function criarUsuario(admin: string, username: string, grupo: number, extra: Record<string, unknown>): Promise<void> {
  const r = await t.http.post('/api/users/create').set('Authorization', `Bearer ${admin}`)
    .send({ user: { username, grupo, email: `${username.toLowerCase()}@exemplo.com.br`, password: 'senha-matriz-1', password_confirmation: 'senha-matriz-1', ...extra } });
  if (r.status !== 201) throw new Error(`criar ${username}: ${r.status} ${JSON.stringify(r.body)}`);
}

beforeAll(async () => {
  t = await iniciarApp();
  const admin = await t.login('ADMIN');
  const ids = async (sql: string, params: unknown[] = []) => (await t.sql<{ id: number }>(sql, params))[0]?.id;
  const rodovale = (await ids(`select id from clientes where nome ilike '%RODOVALE%'`))!;
  const metalurgica = (await ids(`select id from clientes where nome ilike '%METALÚRGICA VALE%'`))!;
  const andrade = (await ids(`select id from clientes where nome ilike '%IRMÃOS ANDRADE%'`))!;
  // Groups 16 and 17 have no demo user: a broker's manager over Rodovale, an insurer's over Metalúrgica.
  await criarUsuario(admin, 'CORRETORA.MATRIZ', 16, { clientes_gerenciados: [rodovale] });
  await criarUsuario(admin, 'SEGURADORA.MATRIZ', 17, { clientes_gerenciados: [metalurgica] });
  await criarUsuario(admin, 'OUTRO.CLIENTE', 8, { cliente_id: andrade });
  for (const u of ['CLIENTE', 'EMBARCADOR', 'GESTOR']) tokens[u] = await t.login(u);
  tokens['CORRETORA.MATRIZ'] = await t.login('CORRETORA.MATRIZ', 'senha-matriz-1');
  tokens['SEGURADORA.MATRIZ'] = await t.login('SEGURADORA.MATRIZ', 'senha-matriz-1');

  // Andrade is in no test user's scope: its rows are "another client's".
  const veiculo = await veiculoSoDe(t, andrade);
  const carreta = await veiculoSoDe(t, andrade, 'CARRETA');
  const motorista = await motoristaSoDe(t, andrade, 'FROTA');
  const [cliente] = await t.sql<{ cnpj: string; razao_social: string; nome: string }>('select cnpj, razao_social, nome from clientes where id = $1', [andrade]);
  Object.assign(alheios, {
    cliente: String(andrade),
    cnpj: cliente!.cnpj,
    veiculo: String(veiculo.id),
    placa: veiculo.placa,
    terminal: await terminalDe(veiculo.id),
    carreta: String(carreta?.id ?? veiculo.id),
    funcionario: String(motorista.id),
    cpf: motorista.cpf,
    rota: String(await ids('select id from rotas where cliente_id = $1 order by id limit 1', [andrade])),
    ponto: String(await ids('select id from pontos where cliente_id = $1 order by id limit 1', [andrade])),
    usuario: String(await ids(`select id from usuarios where username = 'OUTRO.CLIENTE'`)),
    pgrCliente: String(await ids('select id from pgr_clientes where cliente_id = $1 order by id limit 1', [andrade]) ?? andrade),
    engate: String(await ids(
      `select vc.id from veiculos_carretas vc where exists (select 1 from clientes_veiculos cv where cv.veiculo_id = vc.cavalo_id and cv.ativo and cv.cliente_id = $1)
         and not exists (select 1 from clientes_veiculos cv where cv.veiculo_id = vc.cavalo_id and cv.ativo and cv.cliente_id <> $1) order by vc.id limit 1`, [andrade])),
  });
  // A trip of Andrade's in transit (every trip call a client could try on it).
  alheios.viagem = String((await viagemDe(t, andrade, 2)).id);
  // A notification of that trip (an occurrence recorded on it; issue 23).
  alheios.notificacao = String(await ids(
    `insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, cliente_id, placa, username_add)
     select $1, o.id, $2, m.placa, 'OPERADOR' from ocorrencias o, monitoramentos m where m.id = $1 order by o.id limit 1 returning id`, [alheios.viagem, andrade]));
  // A rejected checklist of Andrade's (every action a client could try on it).
  const [checklist] = await t.sql<{ id: number }>(
    `insert into check_lists (status, cliente_id, veiculo_id, placa, carroceria, protocolo, username_add, data_validade)
     values ('REPROVADO', $1, $2, $3, 'ABERTA', 'CKMATRIZ000001', 'ADMIN', now() + interval '10 days') returning id`, [andrade, veiculo.id, veiculo.placa]);
  await t.sql(`insert into check_list_itens (check_list_id, periferico_id, descricao, status) values ($1, 1, 'SENSOR PORTA MOTORISTA', 'REPROVADO')`, [checklist!.id]);
  alheios.checklist = String(checklist!.id);
  // An analysed registration of Andrade's with an attachment (every registration call on it).
  const [registro] = await t.sql<{ id: number }>(
    `insert into registros (cliente_id, usuario, politica, criterio, status, protocolo, validade, hash, finalidade, base_legal)
     values ($1, 'ADMIN', 5, 'INDIVIDUAL', 'ACORDO', 'CCMATRIZ000001', now() + interval '90 days', $2, 'Matriz', 'LEGÍTIMO INTERESSE') returning id`, [andrade, 'a'.repeat(32)]);
  await t.sql(`insert into registros_itens (registro_id, hash, tipo_registro, documento, nome, funcionario_id, politica, laudo, data_vencimento)
     values ($1, $2, 'MOTORISTA', $3, $4, $5, 5, 'ACORDO', now() + interval '90 days')`, [registro!.id, 'b'.repeat(32), motorista.cpf, motorista.nome, motorista.id]);
  const [anexo] = await t.sql<{ id: number }>(`insert into registros_anexos (registro_id, item_hash, nome, tipo, tamanho, conteudo, usuario) values ($1, $2, 'cnh.pdf', 'application/pdf', 8, '%PDF-1.4'::bytea, 'ADMIN') returning id`, [registro!.id, 'b'.repeat(32)]);
  Object.assign(alheios, { registro: String(registro!.id), hashRegistro: 'a'.repeat(32), itemRegistro: 'b'.repeat(32), anexo: String(anexo!.id) });
  // A validity configuration of Andrade's (issue 13).
  const [configuracao] = await t.sql<{ id: number }>(
    `insert into configuracoes_cadastro (cliente_id, criterio, validade_em_dias) values ($1, 'INDIVIDUAL', 180)
     on conflict (cliente_id, criterio) do update set validade_em_dias = excluded.validade_em_dias returning id`, [andrade]);
  alheios.configuracao = String(configuracao!.id);
  // A finished report export asked for by Andrade's user (its file names Andrade's driver).
  const [relatorio] = await t.sql<{ id: number }>(
    `insert into relatorios_cadastro (usuario_id, filtro, formato, status, arquivo, nome_arquivo, progresso, total)
     values ($1, $2, 'pdf', 'PRONTO', convert_to($3, 'UTF8'), 'relatorio.pdf', 1, 1) returning id`,
    [alheios.usuario, JSON.stringify({ clientes: [andrade] }), `%PDF-1.4 ${motorista.nome} ${cliente!.razao_social}`]);
  alheios.relatorio = String(relatorio!.id);
  for (const [k, v] of Object.entries(alheios)) if (!v || v === 'undefined') throw new Error(`a demo não tem ${k} de outro cliente`);
  marcas = [cliente!.razao_social, cliente!.nome, motorista.nome, `"cliente_id":${andrade},`, `"cliente_id":${andrade}}`].filter(Boolean);
}, 120_000);

afterAll(async () => {
  await t?.fechar();
});

const OPERACOES = operacoes();

describe('matriz de clientes gerada do openapi.json', () => {
  test('as operações com id ou cliente_id estão todas classificadas', () => {
    const casos = OPERACOES.map((op) => montar(op, { cliente: '1', cnpj: '1', veiculo: '1', placa: 'A', terminal: 'T', carreta: '1', funcionario: '1', cpf: '1', rota: '1', ponto: '1', usuario: '1', pgrCliente: '1', engate: '1', checklist: '1', registro: '1', hashRegistro: 'a', itemRegistro: 'b', anexo: '1', configuracao: '1', relatorio: '1', notificacao: '1' }));
    expect(casos.filter(Boolean).length).toBeGreaterThan(70);
  });

  test.each(OPERACOES.map((op) => [`${op.metodo.toUpperCase()} ${op.caminho}`, op] as const))('%s', async (_nome, op) => {
    const caso = montar(op, alheios);
    if (!caso) return;
    const falhas: string[] = [];
    for (const [quem, token] of Object.entries(tokens)) {
      let req = t.http[op.metodo](caso.url).set('Authorization', `Bearer ${token}`);
      if (caso.corpo !== undefined) req = req.send(caso.corpo as object);
      const r = await req;
      const rotulo = `${quem} ${op.metodo.toUpperCase()} ${caso.url} (${caso.ids.join(', ')} de outro cliente)`;
      if (r.status >= 500) falhas.push(`${rotulo} → ${r.status}`);
      if (r.status < 200 || r.status >= 300) continue;
      if (op.metodo !== 'get') {
        falhas.push(`${rotulo} → ${r.status}: alterou o que é de outro cliente`);
        continue;
      }
      const corpo = typeof r.text === 'string' ? r.text : JSON.stringify(r.body);
      const revelado = marcas.filter((m) => corpo.includes(m));
      const porCaminho = caso.ids.some((i) => !i.startsWith('?') && !['cnpj', 'cpf', 'placa', 'documento'].includes(i));
      if (porCaminho && !op.produzArquivo) falhas.push(`${rotulo} → ${r.status}: respondeu o registro de outro cliente`);
      else if (revelado.length) falhas.push(`${rotulo} → ${r.status}: revelou ${revelado.join(', ')}`);
      else if (op.produzArquivo && r.status === 200 && porCaminho) falhas.push(`${rotulo} → ${r.status}: entregou arquivo de outro cliente`);
    }
    expect(falhas).toEqual([]);
  });
});

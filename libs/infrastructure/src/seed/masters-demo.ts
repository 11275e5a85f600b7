import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  CORES_VEICULO, campos, completarCnpj, completarCpf, FABRICANTES_PADRAO, geradorComSemente, TECNOLOGIA, TIPOS_CONTATO, type TipoCliente, type TipoVeiculo, type TipoVinculo,
} from '@gr/domain';
import { kx } from '../persistence/knex.js';
import { seedPgrDemo } from './masters-pgr.js';
import { BAIRROS, CIDADES, LOGRADOUROS, NOMES, NUCLEOS, RAMOS, SOBRENOMES, SUFIXOS } from './masters-dados.js';

/** How much demo data the masters context gets (hundreds of clients, thousands of vehicles and drivers). */
export const TAMANHO_DEMO = { clientes: 300, veiculos: 3000, motoristas: 2000 } as const;

const DIA = 86_400_000;

/** The domain's seeded generator, so every demo database holds the same data. */
function gerador(semente: number) {
  const { int, um, chance } = geradorComSemente(semente);
  const digitos = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  /** A value not yet in `usados` (demo keys are unique). */
  const unico = (usados: Set<string>, gerar: () => string) => {
    for (;;) {
      const v = gerar();
      if (!usados.has(v)) {
        usados.add(v);
        return v;
      }
    }
  };
  return { int, um, chance, digitos, unico };
}

async function emLotes<T extends Record<string, unknown>>(db: Knex, tabela: string, linhas: T[], retorno: string[] = []): Promise<Array<Record<string, any>>> {
  const saida: Array<Record<string, any>> = [];
  for (let i = 0; i < linhas.length; i += 800) {
    const q = db(tabela).insert(linhas.slice(i, i + 800));
    if (retorno.length) saida.push(...(await q.returning(retorno)));
    else await q;
  }
  return saida;
}

interface ClienteDemo {
  id: number;
  tipo: TipoCliente;
}

/**
 * Demo master data (demo mode, first start): completes the six demo clients and adds generated
 * clients, vehicles (old and Mercosul plates, valid RENAVAM) with their client links and trailer
 * hitches, drivers (valid CPF) with links and profiles, contacts, contact groups and e-mail
 * layouts. The CLIENTE user's carrier (Rodovale) owns about a quarter of the fleet and the other
 * demo carrier (Andrade) about an eighth, so the tenant scope shows. Generated keys stay clear of
 * the tests' own (CPF and CNPJ bases never start with 9, plates never with Z).
 */
export async function seedMastersDemo(em: EntityManager, demo: ReadonlyMap<string, number>): Promise<void> {
  await em.transactional(async (tem) => {
    const db = kx(tem);
    const g = gerador(20261122);
    const agora = Date.now();
    const diasAtras = (max: number, min = 0) => new Date(agora - g.int(min, max) * DIA - g.int(0, 86_399) * 1000);
    const endereco = (na?: string) => {
      const [cidade, uf, cep, ddd] = (na && CIDADES.find((c) => c[0] === na)) || g.um(CIDADES);
      return { endereco: g.um(LOGRADOUROS), numero: String(g.int(10, 4999)), bairro: g.um(BAIRROS), cidade, uf, cep: `${cep}${g.digitos(3)}`, ddd };
    };

    // Clients: the six demo ones completed, then generated shippers, carriers, brokers and insurers.
    const cnpjs = new Set((await db('clientes').pluck('cnpj')) as string[]);
    const id = (chave: string) => demo.get(chave)!;
    for (const [chave, cidade, extra] of [
      ['rodobens', 'JUNDIAÍ', { nome_fantasia: 'RODOVALE', reteste: true, expresso: true }],
      ['alimentos', 'CAXIAS DO SUL', { nome_fantasia: 'SERRA GAÚCHA ALIMENTOS' }],
      ['metalurgica', 'IPATINGA', { nome_fantasia: 'VALE DO AÇO' }],
      ['corretora', 'SÃO PAULO', { nome_fantasia: 'PROTEGE SEGUROS' }],
      ['seguradora', 'RIO DE JANEIRO', { nome_fantasia: 'SEGURADORA NACIONAL' }],
      ['andrade', 'CURITIBA', { nome_fantasia: 'IRMÃOS ANDRADE', reteste: true }],
    ] as const) {
      const { ddd: _d, ...end } = endereco(cidade);
      const ligacoes = ['corretora', 'seguradora'].includes(chave) ? {} : { corretor_id: id('corretora'), segurador_id: id('seguradora') };
      await db('clientes').where({ id: id(chave) }).update({ ...end, ...extra, ...ligacoes, razao_social: db.raw('upper(razao_social)') });
    }
    const nomes = new Set<string>();
    const tipos: TipoCliente[] = ['TRANSPORTADOR', 'TRANSPORTADOR', 'TRANSPORTADOR', 'TRANSPORTADOR', 'TRANSPORTADOR', 'EMBARCADOR', 'EMBARCADOR', 'EMBARCADOR', 'EMBARCADOR', 'CORRETOR', 'SEGURADOR'];
    const corretoras = [id('corretora')];
    const seguradoras = [id('seguradora')];
    const novos = Array.from({ length: TAMANHO_DEMO.clientes }, (_, i) => {
      const tipo = tipos[i % tipos.length]!;
      const razao = g.unico(nomes, () => `${g.um(RAMOS[tipo])} ${g.chance(0.5) ? g.um(NUCLEOS) : `${g.um(SOBRENOMES)} ${g.chance(0.5) ? '& FILHOS' : g.um(SOBRENOMES)}`} ${g.um(SUFIXOS)}`);
      const { ddd: _d, ...end } = endereco();
      return {
        nome: razao, razao_social: razao, nome_fantasia: razao.split(' ').slice(1, 3).join(' '), tipo,
        cnpj: g.unico(cnpjs, () => completarCnpj(`${g.int(10_000_000, 89_999_999)}0001`)),
        ...end, ativo: g.chance(0.95), reteste: g.chance(0.3), expresso: g.chance(0.2),
        data_cadastro: diasAtras(900, 30),
      };
    });
    const criados = await emLotes(db, 'clientes', novos, ['id', 'tipo']);
    const clientes: ClienteDemo[] = criados.map((c) => ({ id: c.id, tipo: c.tipo }));
    corretoras.push(...clientes.filter((c) => c.tipo === 'CORRETOR').map((c) => c.id));
    seguradoras.push(...clientes.filter((c) => c.tipo === 'SEGURADOR').map((c) => c.id));
    for (const c of clientes.filter((c) => c.tipo === 'EMBARCADOR' || c.tipo === 'TRANSPORTADOR')) {
      if (g.chance(0.6)) await db('clientes').where({ id: c.id }).update({ corretor_id: g.um(corretoras), segurador_id: g.um(seguradoras) });
    }

    // Vehicles: a quarter with Rodovale, an eighth with Andrade, the rest with other carriers.
    const outras = clientes.filter((c) => c.tipo === 'TRANSPORTADOR').map((c) => c.id);
    const transportadora = (i: number) => (i % 100 < 25 ? id('rodobens') : i % 100 < 37 ? id('andrade') : g.um(outras));
    const fabricantes = new Map(((await db('fabricantes').select('id', 'nome')) as Array<{ id: number; nome: string }>).map((f) => [f.nome, f.id]));
    const modelos = (await db('modelos').select('id', 'fabricante_id')) as Array<{ id: number; fabricante_id: number }>;
    const tecnologias = (await db('tecnologias').pluck('id')) as number[];
    const reboque = FABRICANTES_PADRAO.filter((f) => f.modelos.every((m) => m.startsWith('SR '))).map((f) => f.nome);
    const porTipo: Record<TipoVeiculo, readonly string[]> = {
      CAVALO: ['SCANIA', 'VOLVO', 'MERCEDES-BENZ', 'DAF', 'IVECO', 'VOLKSWAGEN'],
      TRUCK: ['VOLKSWAGEN', 'MERCEDES-BENZ', 'FORD', 'IVECO', 'VOLVO'],
      TOCO: ['VOLKSWAGEN', 'FORD', 'MERCEDES-BENZ'],
      VAN: ['MERCEDES-BENZ', 'IVECO', 'FORD'],
      PASSEIO: ['FORD', 'VOLKSWAGEN'],
      CARRETA: reboque,
    };
    const sorteioTipo: TipoVeiculo[] = ['CAVALO', 'CAVALO', 'CAVALO', 'CAVALO', 'CAVALO', 'CAVALO', 'CAVALO', 'CARRETA', 'CARRETA', 'CARRETA', 'CARRETA', 'CARRETA', 'CARRETA', 'CARRETA', 'TRUCK', 'TRUCK', 'TOCO', 'TOCO', 'VAN', 'PASSEIO'];
    const placas = new Set<string>();
    const letras = 'ABCDEFGHIJKLMNOPQRSTUVWXY';
    const letra = () => letras[g.int(0, letras.length - 1)]!;
    const veiculos = Array.from({ length: TAMANHO_DEMO.veiculos }, (_, i) => {
      const tipo = g.um(sorteioTipo);
      const fabricante_id = fabricantes.get(g.um(porTipo[tipo]))!;
      const ano = g.int(2008, new Date(agora).getUTCFullYear());
      const rastreado = tipo !== 'CARRETA' || g.chance(0.25);
      const tecnologia_id = rastreado ? (g.chance(0.04) ? TECNOLOGIA.TELEMONITORADO : g.um(tecnologias.filter((t) => t !== TECNOLOGIA.TELEMONITORADO))) : null;
      const cadastro = diasAtras(720, 1);
      return {
        placa: g.unico(placas, () => `${letra()}${letra()}${letra()}${g.int(0, 9)}${g.chance(0.5) ? letra() : g.int(0, 9)}${g.digitos(2)}`),
        tipo, ano_fabricacao: ano, ano_modelo: g.chance(0.4) ? ano + 1 : ano, cor: g.um(CORES_VEICULO),
        renavan: campos.completarRenavam(g.digitos(10)), fabricante_id, modelo_id: g.um(modelos.filter((m) => m.fabricante_id === fabricante_id)).id,
        tecnologia_id, terminal: tecnologia_id && tecnologia_id !== TECNOLOGIA.TELEMONITORADO ? g.digitos(g.int(6, 10)) : null,
        data_cadastro: cadastro, updated_at: cadastro, _cliente: transportadora(i),
      };
    });
    const gravados = await emLotes(db, 'veiculos', veiculos.map(({ _cliente, ...v }) => v), ['id', 'placa']);
    const idPlaca = new Map(gravados.map((v) => [v.placa as string, v.id as number]));
    const tipoVinculo = (tipo: TipoVeiculo): TipoVinculo => (tipo === 'CARRETA' ? 'AUTONOMO' : g.um(['FROTA', 'FROTA', 'FROTA', 'AGREGADO', 'AGREGADO', 'AUTONOMO'] as const));
    const vinculosVeiculos: Array<Record<string, unknown>> = [];
    const frotas = new Map<number, { cavalos: number[]; carretas: number[] }>();
    for (const v of veiculos) {
      const veiculo_id = idPlaca.get(v.placa)!;
      if (g.chance(0.08)) {
        const inicio = diasAtras(700, 300);
        vinculosVeiculos.push({ cliente_id: g.um(outras), veiculo_id, tipo: tipoVinculo(v.tipo), ativo: false, data_cadastro: inicio, data_inativacao: new Date(inicio.getTime() + g.int(30, 200) * DIA) });
      }
      vinculosVeiculos.push({ cliente_id: v._cliente, veiculo_id, tipo: tipoVinculo(v.tipo), ativo: true, data_cadastro: diasAtras(240) });
      const frota = frotas.get(v._cliente) ?? { cavalos: [], carretas: [] };
      if (v.tipo === 'CAVALO') frota.cavalos.push(veiculo_id);
      if (v.tipo === 'CARRETA') frota.carretas.push(veiculo_id);
      frotas.set(v._cliente, frota);
    }
    await emLotes(db, 'clientes_veiculos', vinculosVeiculos);
    const engates: Array<{ cavalo_id: number; carreta_id: number }> = [];
    for (const { cavalos, carretas } of frotas.values()) {
      cavalos.forEach((cavalo_id, i) => {
        if (carretas.length && g.chance(0.7)) engates.push({ cavalo_id, carreta_id: carretas.shift()! });
        if (carretas.length && i % 5 === 0) engates.push({ cavalo_id, carreta_id: carretas.shift()! });
      });
    }
    await emLotes(db, 'veiculos_carretas', engates);

    // Drivers and other employees, linked like the vehicles; some also with a second carrier.
    const funcoes = new Map(((await db('funcoes').select('id', 'descricao')) as Array<{ id: number; descricao: string }>).map((f) => [f.descricao, f.id]));
    const cpfs = new Set<string>();
    const funcionarios = Array.from({ length: TAMANHO_DEMO.motoristas }, (_, i) => {
      const end = endereco();
      const motorista = i % 20 !== 0;
      const cadastro = diasAtras(720, 1);
      const ano = new Date(agora).getUTCFullYear();
      return {
        nome: `${g.um(NOMES)} ${g.um(SOBRENOMES)} ${g.um(SOBRENOMES)}`,
        cpf: g.unico(cpfs, () => completarCpf(String(g.int(100_000_000, 899_999_999)))),
        rg: `${g.digitos(2)}.${g.digitos(3)}.${g.digitos(3)}-${g.int(0, 9)}`,
        tipo: motorista ? 'MOTORISTA' : g.um(['AJUDANTE', 'ADMINISTRATIVO'] as const),
        funcao_id: funcoes.get(motorista ? 'MOTORISTA' : g.um(['AJUDANTE DE MOTORISTA', 'CONFERENTE', 'ANALISTA DE TRÁFEGO']))!,
        registro_cnh: motorista ? `0${g.digitos(10)}` : null,
        cnh: motorista ? g.um(['E', 'E', 'E', 'D', 'AE', 'AD']) : null,
        cnh_validade: motorista ? `${g.int(ano, ano + 5)}-${String(g.int(1, 12)).padStart(2, '0')}-${String(g.int(1, 28)).padStart(2, '0')}` : null,
        fone1: `${end.ddd}9${g.int(6, 9)}${g.digitos(7)}`,
        fone2: g.chance(0.4) ? `${end.ddd}3${g.digitos(7)}` : null,
        fone3: null,
        endereco: end.endereco, numero: end.numero, bairro: end.bairro, cidade: end.cidade, uf: end.uf, cep: end.cep,
        data_cadastro: cadastro, updated_at: cadastro, _cliente: transportadora(i),
      };
    });
    const pessoas = await emLotes(db, 'funcionarios', funcionarios.map(({ _cliente, ...f }) => f), ['id', 'cpf']);
    const idCpf = new Map(pessoas.map((p) => [p.cpf as string, p.id as number]));
    const vinculosMotoristas: Array<Record<string, unknown>> = [];
    const perfis: Array<Record<string, unknown>> = [];
    for (const f of funcionarios) {
      const funcionario_id = idCpf.get(f.cpf)!;
      const vinculo = g.um(['FROTA', 'FROTA', 'FROTA', 'AGREGADO', 'AGREGADO', 'AUTONOMO'] as const);
      vinculosMotoristas.push({ cliente_id: f._cliente, funcionario_id, vinculo, ativo: true, data_cadastro: diasAtras(300) });
      const outra = g.um(outras);
      if (g.chance(0.12) && outra !== f._cliente) vinculosMotoristas.push({ cliente_id: outra, funcionario_id, vinculo: g.um(['AGREGADO', 'AUTONOMO'] as const), ativo: true, data_cadastro: diasAtras(200) });
      if (f.tipo === 'MOTORISTA' && g.chance(0.3)) {
        perfis.push({ funcionario_id, cliente_id: f._cliente, protocolo: `GR${g.digitos(8)}`, validade_protocolo: new Date(agora + g.int(-30, 365) * DIA).toISOString().slice(0, 10) });
      }
    }
    await emLotes(db, 'clientes_funcionarios', vinculosMotoristas);
    await emLotes(db, 'funcionarios_perfis', perfis);

    // Contacts, contact groups and their links, e-mail layouts.
    const comContatos = [...['rodobens', 'alimentos', 'metalurgica', 'andrade'].map(id), ...clientes.filter((c) => c.tipo !== 'CORRETOR' && c.tipo !== 'SEGURADOR').map((c) => c.id)];
    const contatos = comContatos.flatMap((cliente_id, i) =>
      Array.from({ length: i < 4 ? 5 : g.int(1, 2) }, (_, p) => {
        const nome = `${g.um(NOMES)} ${g.um(SOBRENOMES)}`;
        const [, , , ddd] = g.um(CIDADES);
        return {
          cliente_id, nome, prioridade: p + 1, tipo: p === 0 ? 'OPERACIONAL' : g.um(TIPOS_CONTATO),
          telefone: g.chance(0.7) ? `${ddd}9${g.int(6, 9)}${g.digitos(7)}` : `${ddd}3${g.digitos(7)}`,
          email: g.chance(0.8) ? `${nome.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.')}${g.int(1, 99)}@demo.com.br` : null,
          data_cadastro: diasAtras(400),
        };
      }),
    );
    const contatosGravados = await emLotes(db, 'contatos', contatos, ['id', 'cliente_id', 'tipo']);
    const grupos = await emLotes(db, 'grupos', ['OPERACIONAL 24H', 'GERÊNCIA DE RISCO', 'EMERGÊNCIA', 'COMERCIAL', 'FINANCEIRO', 'DIRETORIA'].map((descricao) => ({ descricao })), ['id', 'descricao']);
    const grupo = (d: string) => grupos.find((x) => x.descricao === d)!.id as number;
    const porTipoContato: Record<string, string> = { OPERACIONAL: 'OPERACIONAL 24H', EMERGENCIA: 'EMERGÊNCIA', COMERCIAL: 'COMERCIAL', FINANCEIRO: 'FINANCEIRO' };
    await emLotes(db, 'grupos_contatos', contatosGravados.filter((_, i) => i < 400).map((c) => ({ grupo_id: grupo(porTipoContato[c.tipo as string]!), contato_id: c.id })));
    const clientesGrupos = comContatos.slice(0, 40).flatMap((cliente_id, i) =>
      ['OPERACIONAL 24H', 'EMERGÊNCIA', ...(i < 4 ? ['GERÊNCIA DE RISCO', 'COMERCIAL'] : [])].map((d) => ({ cliente_id, grupo_id: grupo(d), ativo: !(i % 7 === 3 && d === 'EMERGÊNCIA') })),
    );
    await emLotes(db, 'clientes_grupos', clientesGrupos);
    await emLotes(db, 'emails', [
      ['INÍCIO DE VIAGEM', 'Início de viagem - placa {placa}', 'Prezados,\n\nInformamos que o veículo {placa} iniciou a viagem {sm} às {hora}.\n\nCentral de monitoramento'],
      ['FIM DE VIAGEM', 'Viagem finalizada - placa {placa}', 'Prezados,\n\nA viagem {sm} do veículo {placa} foi finalizada às {hora}.\n\nCentral de monitoramento'],
      ['DESVIO DE ROTA', 'ALERTA: desvio de rota - placa {placa}', 'Atenção,\n\nO veículo {placa} saiu da rota prevista da viagem {sm} em {local}.\nA central já está em contato com o motorista.'],
      ['PARADA NÃO PROGRAMADA', 'ALERTA: parada não programada - placa {placa}', 'Atenção,\n\nO veículo {placa} está parado em local não programado desde {hora} ({local}).'],
      ['CHECKLIST APROVADO', 'Checklist aprovado - placa {placa}', 'Prezados,\n\nO checklist do veículo {placa} foi APROVADO e é válido até {validade}.'],
      ['CHECKLIST REPROVADO', 'Checklist reprovado - placa {placa}', 'Prezados,\n\nO checklist do veículo {placa} foi REPROVADO. Itens pendentes: {itens}.'],
    ].map(([descricao, assunto, texto]) => ({ descricao, assunto, texto })));
    await seedPgrDemo(db, demo);
  });
}

import type { Knex } from '@mikro-orm/knex';
import { randomBytes } from 'node:crypto';
import { completarCnpj, completarCpf, FINALIDADE_PADRAO, POLITICAS, protocoloRegistro, VALIDADE_POLITICA_DIAS, type Laudo, type Politica, type StatusAnalise, type StatusRegistro } from '@gr/domain';

const DIA = 86_400_000;
const hash = () => randomBytes(16).toString('hex');

interface ItemRoteiro {
  tipo: 'MOTORISTA' | 'VEICULO' | 'PROPRIETARIO' | 'EMPRESA';
  laudo?: Laudo;
  bloqueado?: boolean;
  motivo?: string;
  /** Analysis observations, in order. */
  analise?: Array<[StatusAnalise, string]>;
}
interface Roteiro {
  politica: Politica;
  status: StatusRegistro;
  /** Days since it was registered. */
  ha: number;
  itens: ItemRoteiro[];
  conjunta?: boolean;
  fonte?: string;
  /** Validity in days from now, when not the policy's (renewal list, expired ones). */
  validade?: number;
  usuario?: string;
}

/**
 * Registrations in every status over the demo's drivers, vehicles and owners (issue 13): what
 * /cadastro_consulta, the analysis, renewals, reports and the trips' read show after `npm start`.
 * The client users' carrier (rodobens) gets one of each; the others a few.
 */
const ROTEIROS: Readonly<Record<string, readonly Roteiro[]>> = {
  rodobens: [
    { politica: 5, status: 'ACORDO', ha: 3, itens: [{ tipo: 'MOTORISTA' }], usuario: 'CLIENTE' },
    { politica: 2, status: 'ACORDO', ha: 10, conjunta: true, itens: [{ tipo: 'MOTORISTA' }, { tipo: 'VEICULO' }, { tipo: 'VEICULO' }, { tipo: 'PROPRIETARIO' }] },
    {
      politica: 3, status: 'RETIFICADO', ha: 20, itens: [{ tipo: 'MOTORISTA', laudo: 'RETIFICADO', analise: [['REPROVADO', 'CNH COM PONTUAÇÃO ACIMA DO LIMITE'], ['APROVADO', 'MOTORISTA APRESENTOU CERTIDÃO ATUALIZADA']] }, { tipo: 'VEICULO' }],
    },
    { politica: 1, status: 'REQUER ATENÇÃO', ha: 2, itens: [{ tipo: 'MOTORISTA', laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'PROCESSO CRIMINAL EM ANDAMENTO', analise: [['REPROVADO', 'PROCESSO CRIMINAL EM ANDAMENTO']] }, { tipo: 'VEICULO' }] },
    { politica: 7, status: 'ACORDO', ha: 340, validade: 20, itens: [{ tipo: 'VEICULO' }, { tipo: 'PROPRIETARIO' }] },
    { politica: 5, status: 'RENOVAÇÃO', ha: 1, itens: [{ tipo: 'MOTORISTA' }] },
    { politica: 6, status: 'ACORDO', ha: 15, itens: [{ tipo: 'EMPRESA' }] },
    { politica: 5, status: 'CANCELADO', ha: 30, itens: [{ tipo: 'MOTORISTA' }], usuario: 'SUPERVISOR' },
    { politica: 7, status: 'ACORDO', ha: 5, fonte: 'BUONNY', validade: 60, itens: [{ tipo: 'VEICULO' }] },
    { politica: 1, status: 'ACORDO', ha: 120, validade: -8, itens: [{ tipo: 'MOTORISTA' }] },
  ],
  alimentos: [
    { politica: 3, status: 'ACORDO', ha: 7, itens: [{ tipo: 'MOTORISTA' }, { tipo: 'VEICULO' }] },
    { politica: 5, status: 'REQUER ATENÇÃO', ha: 1, itens: [{ tipo: 'MOTORISTA', laudo: 'REQUER ATENÇÃO', motivo: 'CNH VENCIDA' }] },
  ],
  metalurgica: [{ politica: 2, status: 'ACORDO', ha: 40, itens: [{ tipo: 'MOTORISTA' }, { tipo: 'VEICULO' }] }],
  andrade: [{ politica: 7, status: 'ACORDO', ha: 12, validade: 25, itens: [{ tipo: 'VEICULO' }] }],
};

export async function seedCadastroConsultaDemo(db: Knex, clientes: ReadonlyMap<string, number>, agora = new Date()): Promise<number> {
  if (await db('registros').first('id')) return 0;
  let total = 0;
  let dono = 0;
  for (const [chave, roteiros] of Object.entries(ROTEIROS)) {
    const clienteId = clientes.get(chave);
    if (!clienteId) continue;
    const motoristas = (await db('clientes_funcionarios as cf').join('funcionarios as f', 'f.id', 'cf.funcionario_id')
      .where({ 'cf.cliente_id': clienteId, 'cf.ativo': true, 'f.tipo': 'MOTORISTA' }).orderBy('f.id').select('f.id', 'f.cpf', 'f.nome', 'f.rg', 'f.registro_cnh')) as Array<{ id: number; cpf: string; nome: string; rg: string | null; registro_cnh: string | null }>;
    const veiculos = (await db('clientes_veiculos as cv').join('veiculos as v', 'v.id', 'cv.veiculo_id')
      .where({ 'cv.cliente_id': clienteId, 'cv.ativo': true }).whereNot('v.tipo', 'CARRETA').orderBy('v.id').select('v.id', 'v.placa', 'v.renavan')) as Array<{ id: number; placa: string; renavan: string | null }>;
    // A shipper has no drivers of its own: it consults the carriers' drivers it hires.
    if (!motoristas.length) {
      motoristas.push(...((await db('funcionarios').where('tipo', 'MOTORISTA').orderBy('id', 'desc').limit(4).select('id', 'cpf', 'nome', 'rg', 'registro_cnh')) as typeof motoristas));
    }
    const empresa = (await db('clientes').where('id', clienteId).first('cnpj', 'razao_social')) as { cnpj: string | null; razao_social: string };
    let m = 0;
    let v = 0;
    for (const r of roteiros) {
      const cadastro = new Date(agora.getTime() - r.ha * DIA);
      const validade = new Date(r.validade !== undefined ? agora.getTime() + r.validade * DIA : cadastro.getTime() + VALIDADE_POLITICA_DIAS[r.politica] * DIA);
      const [{ id }] = (await db.raw(`select nextval('registros_id_seq')::int as id`)).rows as Array<{ id: number }>;
      const usuario = r.usuario ?? 'CADASTRO';
      await db('registros').insert({
        id, cliente_id: clienteId, usuario, politica: r.politica, criterio: POLITICAS[r.politica], status: r.status,
        protocolo: r.fonte ? `${r.fonte.slice(0, 3)}-${String(700000 + id)}` : protocoloRegistro(id!, cadastro), validade, hash: hash(), is_pesquisa_conjunto: !!r.conjunta, fonte: r.fonte ?? null,
        finalidade: FINALIDADE_PADRAO, base_legal: 'LEGÍTIMO INTERESSE', data_cadastro: cadastro, updated_at: cadastro,
      });
      for (const [ordem, it] of r.itens.entries()) {
        const h = hash();
        const base = { registro_id: id, hash: h, tipo_registro: it.tipo, politica: r.politica, laudo: it.laudo ?? 'ACORDO', bloqueado: !!it.bloqueado, motivo: it.motivo ?? null, data_vencimento: validade, ordem };
        let linha: Record<string, unknown>;
        if (it.tipo === 'MOTORISTA') {
          const f = motoristas[m++ % Math.max(1, motoristas.length)];
          if (!f) continue;
          linha = { ...base, documento: f.cpf, nome: f.nome, funcionario_id: f.id, dados: JSON.stringify({ rg: f.rg, cnh: f.registro_cnh }) };
        } else if (it.tipo === 'VEICULO') {
          const x = veiculos[v++ % Math.max(1, veiculos.length)];
          if (!x) continue;
          const doc = empresa.cnpj ?? completarCnpj(`8${String(++dono).padStart(7, '0')}0001`);
          linha = { ...base, documento: doc, placa: x.placa, veiculo_id: x.id, dados: JSON.stringify({ renavan: x.renavan, tipo_proprietario: 'PJ', documento_proprietario: doc }) };
        } else if (it.tipo === 'PROPRIETARIO') {
          linha = { ...base, documento: completarCpf(`8${String(++dono).padStart(8, '0')}`), nome: 'PROPRIETÁRIO AGREGADO DA SILVA', dados: JSON.stringify({ tipo_proprietario: 'PF', data_nascimento: '1968-03-14' }) };
        } else {
          linha = { ...base, documento: empresa.cnpj, nome: empresa.razao_social, dados: '{}' };
        }
        const [{ id: itemId }] = (await db('registros_itens').insert(linha).returning('id')) as Array<{ id: number }>;
        for (const [k, [status, descricao]] of (it.analise ?? []).entries()) {
          await db('registros_observacoes').insert({ registro_id: id, item_hash: h, descricao, status_analise: status, usuario: 'CADASTRO', data: new Date(cadastro.getTime() + (k + 1) * 3_600_000) });
        }
        if (linha.documento) {
          await db('lgpd_tratamentos').insert({ documento: linha.documento, operacao: r.fonte ? 'PROTOCOLO_EXTERNO' : 'CONSULTA', finalidade: FINALIDADE_PADRAO, base_legal: 'LEGÍTIMO INTERESSE', registro_id: id, cliente_id: clienteId, usuario, data: cadastro });
        }
        // The driver's protocol for the client, as the registration service writes it.
        if (it.tipo === 'MOTORISTA' && linha.funcionario_id && r.status !== 'CANCELADO' && !it.bloqueado && (it.laudo ?? 'ACORDO') !== 'REQUER ATENÇÃO' && validade > agora) {
          await db.raw(
            `insert into funcionarios_perfis (funcionario_id, cliente_id, protocolo, validade_protocolo, registro_item_id)
             values (?, ?, (select protocolo from registros where id = ?), (? at time zone 'America/Sao_Paulo')::date, ?)
             on conflict (funcionario_id, cliente_id) do update set protocolo = excluded.protocolo, validade_protocolo = excluded.validade_protocolo, registro_item_id = excluded.registro_item_id`,
            [linha.funcionario_id as number, clienteId, id!, validade, itemId!],
          );
        }
      }
      total++;
    }
  }
  return total;
}

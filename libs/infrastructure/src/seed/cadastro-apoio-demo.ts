import type { Knex } from '@mikro-orm/knex';
import { completarCnpj, completarCpf, TRATAMENTO_BLACKLIST, type EntradaBlacklist, type EntradaConfiguracao } from '@gr/domain';
import { registrarTratamento } from '../persistence/repositories/cadastro-apoio.queries.js';

/**
 * Demo of the registration context's support records (issue 13): a person, a company and a
 * vehicle on the blacklist (documents and a plate that no other demo record uses, so the demo's
 * drivers and vehicles stay free to register and request checklists), each with its LGPD record,
 * and the validity configurations of two clients. Safe to run again: existing rows are kept.
 */
export const BLACKLIST_DEMO: readonly EntradaBlacklist[] = [
  {
    tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: completarCpf('912345670'), nome: 'CARLOS ALBERTO FERREIRA', placa: null,
    motivo: 'Envolvimento comprovado em roubo de carga (boletim de ocorrência 4521/2025, Campinas-SP)',
  },
  {
    tipo_documento: 'PJ', tipo_registro: 'MOTORISTA_EMPRESA', documento: completarCnpj('998877660001'), nome: 'TRANSLOG EXPRESS TRANSPORTES LTDA', placa: null,
    motivo: 'Empresa de fachada usada em fraude de frete',
  },
  {
    tipo_documento: 'PF', tipo_registro: 'VEÍCULO', documento: completarCpf('934567812'), nome: 'MARCOS VINÍCIUS SOUZA', placa: 'QZX9K87',
    motivo: 'Placa clonada usada em desvio de carga',
  },
];

export const CONFIGURACOES_DEMO: ReadonlyArray<{ cliente: string } & Omit<EntradaConfiguracao, 'cliente_id'>> = [
  { cliente: 'rodobens', criterio: 'FROTA', validade_em_dias: 180 },
  { cliente: 'rodobens', criterio: 'AGREGADO', validade_em_dias: 365 },
  { cliente: 'alimentos', criterio: 'AUTONOMO', validade_em_dias: 90 },
];

export async function seedCadastroApoioDemo(db: Knex, clientes: ReadonlyMap<string, number>): Promise<void> {
  const cadastro = (await db('usuarios').where('username', 'CADASTRO').first('id', 'username')) as { id: number; username: string } | undefined;
  const usuario = cadastro ?? { id: null, username: 'SISTEMA' };
  for (const e of BLACKLIST_DEMO) {
    // A plate a demo vehicle happens to carry stays off the list: the demo's fleet must be usable.
    if (e.placa && (await db('veiculos').where('placa', e.placa).first('id'))) continue;
    const [nova] = (await db('blacklist')
      .insert({ ...e, usuario_id: cadastro?.id ?? null, usuario_que_cadastrou: usuario.username })
      .onConflict(db.raw(`(tipo_registro, documento, coalesce(placa, ''))`))
      .ignore()
      .returning(['id'])) as Array<{ id: number }>;
    if (nova) await registrarTratamento(db, { documento: e.documento, operacao: 'BLACKLIST_INCLUSAO', ...TRATAMENTO_BLACKLIST, usuario });
  }
  const linhas = CONFIGURACOES_DEMO.filter((c) => clientes.has(c.cliente)).map(({ cliente, ...c }) => ({ ...c, cliente_id: clientes.get(cliente)! }));
  if (linhas.length) await db('configuracoes_cadastro').insert(linhas).onConflict(['cliente_id', 'criterio']).ignore();
}

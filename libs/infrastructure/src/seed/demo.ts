import type { EntityManager } from '@mikro-orm/postgresql';
import { completarCnpj, GRUPO, type PasswordHasher } from '@gr/domain';
import { kx } from '../persistence/knex.js';
import { SqlUsuarioRepository } from '../persistence/repositories/usuario.repository.js';
import { seedMastersDemo } from './masters-demo.js';
import { seedRotasDemo } from './rotas-demo.js';
import { seedChecklistsDemo } from './checklists-demo.js';
import { seedCadastroConsultaDemo } from './cadastro-consulta-demo.js';
import { seedCadastroApoioDemo } from './cadastro-apoio-demo.js';
import { seedViagensDemo } from './viagens-demo.js';
import { seedEstacoesDemo } from './estacoes-demo.js';

export const SENHA_DEMO = 'demo1234';

export const CLIENTES_DEMO = [
  { chave: 'rodobens', nome: 'TRANSPORTADORA RODOVALE LOGÍSTICA LTDA', razao_social: 'Transportadora Rodovale Logística Ltda', cnpj: completarCnpj('112223330001'), tipo: 'TRANSPORTADOR' },
  { chave: 'alimentos', nome: 'ALIMENTOS SERRA GAÚCHA S.A.', razao_social: 'Alimentos Serra Gaúcha S.A.', cnpj: completarCnpj('223334440001'), tipo: 'EMBARCADOR' },
  { chave: 'metalurgica', nome: 'METALÚRGICA VALE DO AÇO LTDA', razao_social: 'Metalúrgica Vale do Aço Ltda', cnpj: completarCnpj('334445550001'), tipo: 'EMBARCADOR' },
  { chave: 'corretora', nome: 'PROTEGE CORRETORA DE SEGUROS LTDA', razao_social: 'Protege Corretora de Seguros Ltda', cnpj: completarCnpj('445556660001'), tipo: 'CORRETOR' },
  { chave: 'seguradora', nome: 'SEGURADORA NACIONAL DE CARGAS S.A.', razao_social: 'Seguradora Nacional de Cargas S.A.', cnpj: completarCnpj('556667770001'), tipo: 'SEGURADOR' },
  { chave: 'andrade', nome: 'TRANSPORTES IRMÃOS ANDRADE LTDA', razao_social: 'Transportes Irmãos Andrade Ltda', cnpj: completarCnpj('667778880001'), tipo: 'TRANSPORTADOR' },
] as const;

export type ChaveClienteDemo = (typeof CLIENTES_DEMO)[number]['chave'];

export const USUARIOS_DEMO: ReadonlyArray<{ username: string; grupo: number; email: string; cliente?: ChaveClienteDemo; gerenciados?: ChaveClienteDemo[] }> = [
  { username: 'ADMIN', grupo: GRUPO.ADMINISTRADOR, email: 'admin@demo.gr.com.br' },
  { username: 'SUPERVISOR', grupo: GRUPO.SUPERVISOR, email: 'supervisor@demo.gr.com.br' },
  { username: 'CENTRAL', grupo: GRUPO.CENTRAL, email: 'central@demo.gr.com.br' },
  { username: 'OPERADOR', grupo: GRUPO.OPERADOR, email: 'operador@demo.gr.com.br' },
  { username: 'MONITOR', grupo: GRUPO.MONITOR, email: 'monitor@demo.gr.com.br' },
  { username: 'CLIENTE', grupo: GRUPO.CLIENTE, email: 'cliente@rodovale.com.br', cliente: 'rodobens' },
  { username: 'EMBARCADOR', grupo: GRUPO.EMBARCADOR, email: 'logistica@serragaucha.com.br', cliente: 'alimentos' },
  { username: 'GESTOR', grupo: GRUPO.GESTOR_EMBARCADOR, email: 'gestor@serragaucha.com.br', gerenciados: ['alimentos', 'metalurgica'] },
  { username: 'CADASTRO', grupo: GRUPO.CADASTRO, email: 'cadastro@demo.gr.com.br' },
];

/** Demo data, only in demo mode and only on an empty database. Returns false when there were users already. */
export async function seedDemo(em: EntityManager, hasher: PasswordHasher): Promise<boolean> {
  const db = kx(em);
  const existe = await db('usuarios').first('id');
  if (existe) return false;
  const ids = new Map<string, number>();
  for (const c of CLIENTES_DEMO) {
    const [row] = await db('clientes')
      .insert({ nome: c.nome, razao_social: c.razao_social, cnpj: c.cnpj, tipo: c.tipo })
      .onConflict(db.raw('(cnpj) where cnpj is not null'))
      .merge(['nome'])
      .returning(['id']);
    ids.set(c.chave, row.id);
  }
  const repo = new SqlUsuarioRepository(em);
  for (const u of USUARIOS_DEMO) {
    await repo.create({
      username: u.username,
      email: u.email,
      grupo_usuario_id: u.grupo,
      cliente_id: u.cliente ? ids.get(u.cliente)! : null,
      ativo: true,
      alterar_password: false,
      administrativo: u.grupo === GRUPO.ADMINISTRADOR,
      liberativo: false,
      assinatura_email: null,
      password_hash: await hasher.hash(SENHA_DEMO),
      layouts: {},
      clientes_gerenciados: (u.gerenciados ?? []).map((k) => ids.get(k)!),
    });
  }
  await seedMastersDemo(em, ids);
  await seedRotasDemo(em);
  await seedChecklistsDemo(db, ids);
  await seedViagensDemo(db, ids);
  await seedEstacoesDemo(db, ids);
  await seedCadastroConsultaDemo(db, ids);
  await seedCadastroApoioDemo(db, ids);
  return true;
}

import { createInterface } from 'node:readline/promises';
import { GRUPO, SalvarUsuario, DomainError, ValidationError } from '@gr/domain';
import { ListaSenhasVazadas, openDatabase, ScryptPasswordHasher, sincronizarCatalogo, SqlUsuarioRepository } from '@gr/infrastructure';
import { carregarConfig } from '../config.js';

/**
 * First administrator of a production install:
 *   npm run create-admin -- --username NOME --email e@x.com.br   (asks the password; or ADMIN_PASSWORD)
 */
function arg(nome: string): string | undefined {
  const i = process.argv.indexOf(`--${nome}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const cfg = carregarConfig();
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const username = arg('username') ?? (await rl.question('Usuário: '));
  const email = arg('email') ?? (await rl.question('E-mail: '));
  const password = process.env.ADMIN_PASSWORD ?? (await rl.question('Senha (mínimo 6 caracteres): '));
  rl.close();
  const db = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir });
  try {
    const em = db.orm.em.fork();
    await sincronizarCatalogo(em);
    const repo = new SqlUsuarioRepository(em);
    const u = await new SalvarUsuario(repo, repo, new ScryptPasswordHasher(), new ListaSenhasVazadas()).executar({
      username, email, grupo: GRUPO.ADMINISTRADOR, password, password_confirmation: password, administrativo: true,
    });
    console.log(`Administrador ${u.username} criado (id ${u.id}).`);
  } catch (e) {
    if (e instanceof ValidationError) console.error(Object.entries(e.errors).map(([c, m]) => `${c} : ${m.join(', ')}`).join('\n'));
    else console.error(e instanceof DomainError ? e.message : e);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
await main();

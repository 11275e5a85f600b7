import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import type { PasswordHasher } from '@gr/domain';

function scrypt(senha: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(senha, salt, 32, { N: n, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Slow password hash (scrypt, Node's own crypto): `scrypt$N$salt$hash`, both base64. */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly custo = 16384) {}

  async hash(senha: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(senha, salt, this.custo);
    return `scrypt$${this.custo}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(senha: string, hash: string): Promise<boolean> {
    const [alg, n, salt, chave] = hash.split('$');
    if (alg !== 'scrypt' || !n || !salt || !chave) return false;
    const esperado = Buffer.from(chave, 'base64');
    const obtido = await scrypt(senha, Buffer.from(salt, 'base64'), Number(n));
    return esperado.length === obtido.length && timingSafeEqual(esperado, obtido);
  }
}

/** Reset tokens are stored hashed: a database leak does not hand out working links. */
export function sha256(texto: string): string {
  return createHash('sha256').update(texto).digest('hex');
}
export function tokenAleatorio(): string {
  return randomBytes(32).toString('base64url');
}

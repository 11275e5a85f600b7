import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ormOptions } from '@gr/infrastructure';
import { carregarConfig } from './config.js';

/** The pool size is configuration (issue 24). */
const config = (env: Record<string, string>) =>
  carregarConfig({ JWT_SECRET: 'x', DATA_DIR: mkdtempSync(join(tmpdir(), 'gr-cfg-')), ...env } as unknown as NodeJS.ProcessEnv);

describe('DATABASE_POOL_MAX', () => {
  it('padrão 20; um número o substitui; 0 vira 1', () => {
    expect(config({}).poolMax).toBe(20);
    expect(config({ DATABASE_POOL_MAX: '7' }).poolMax).toBe(7);
    expect(config({ DATABASE_POOL_MAX: '0' }).poolMax).toBe(1);
  });

  it('um valor que não é número impede o início, com a mensagem em português', () => {
    expect(() => config({ DATABASE_POOL_MAX: 'muitas' })).toThrow('DATABASE_POOL_MAX deve ser um número inteiro maior ou igual a 0.');
  });

  it('chega ao pool do servidor; o embutido fica com uma conexão', () => {
    expect(ormOptions({ url: 'postgresql://x/y', embedded: false, poolMax: 7 }).pool).toEqual({ min: 0, max: 7 });
    expect(ormOptions({ url: 'postgresql://x/y', embedded: true, poolMax: 7 }).pool).toEqual({ min: 0, max: 1 });
  });
});

// `npm run bench`: every benchmark in test/bench; they print figures and never fail on speed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compilar, executar, RAIZ } from './lib.mjs';

if (compilar() !== 0) process.exit(1);
const filtro = process.argv[2];
for (const arq of readdirSync(join(RAIZ, 'test/bench')).filter((f) => f.endsWith('.bench.mjs')).sort()) {
  if (filtro && !arq.includes(filtro)) continue;
  console.log(`\n=== ${arq}`);
  executar(process.execPath, [join('test/bench', arq)]);
}

// `npm run bench`: every benchmark in test/bench; they print figures and never fail on speed.
// `npm run bench NAME [ARGS...]`: the benchmarks whose file name contains NAME, given ARGS.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compilar, executar, RAIZ } from './lib.mjs';

if (compilar() !== 0) process.exit(1);
const [filtro, ...args] = process.argv.slice(2);
for (const arq of readdirSync(join(RAIZ, 'test/bench')).filter((f) => f.endsWith('.bench.mjs')).sort()) {
  if (filtro && !arq.includes(filtro)) continue;
  console.log(`\n=== ${arq}`);
  executar(process.execPath, [join('test/bench', arq), ...args]);
}

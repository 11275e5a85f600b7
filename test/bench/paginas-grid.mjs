// The pages that render the grid kit, derived from the frontend's own route config: every route
// whose module imports (directly or through other app modules) components/grid/Grid.tsx, with its
// full URL. Dynamic segments take the demo's first record (1). Used by the Lighthouse bench.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { RAIZ } from './util.mjs';

const FRONT = join(RAIZ, 'apps/frontend');
const APP = join(FRONT, 'app');
const KIT = join(APP, 'components/grid/Grid.tsx');

/** routes.ts and the app modules it imports, transpiled and loaded as data: modules. */
async function carregarRotas() {
  const exigir = createRequire(join(FRONT, 'package.json'));
  const modulo = (arquivo, trocar = (t) => t) => {
    const js = ts.transpileModule(readFileSync(arquivo, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    return `data:text/javascript;base64,${Buffer.from(trocar(js)).toString('base64')}`;
  };
  const areas = modulo(join(APP, 'lib/areas.ts'));
  const config = pathToFileURL(exigir.resolve('@remix-run/route-config')).href;
  const rotas = modulo(join(APP, 'routes.ts'), (js) =>
    js.replace(/from ['"]\.\/lib\/areas['"]/, `from '${areas}'`).replace(/from ['"]@remix-run\/route-config['"]/, `from '${config}'`),
  );
  return (await import(rotas)).default;
}

/** The app file an import names, if it is one of ours ('./x', '../x', '~/x'). */
function resolverImport(de, nome) {
  let base;
  if (nome.startsWith('~/')) base = join(APP, nome.slice(2));
  else if (nome.startsWith('.')) base = resolve(dirname(de), nome);
  else return undefined;
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const f = base + ext;
    if (/\.tsx?$/.test(f) && existsSync(f)) return f;
  }
  return undefined;
}

const memo = new Map();
/** Whether `arquivo` reaches the grid kit through its static imports (type-only ones too: harmless). */
function usaGrid(arquivo, caminho = new Set()) {
  if (arquivo === KIT) return true;
  if (memo.has(arquivo)) return memo.get(arquivo);
  if (caminho.has(arquivo)) return false;
  caminho.add(arquivo);
  const { importedFiles } = ts.preProcessFile(readFileSync(arquivo, 'utf8'), true, false);
  const sim = importedFiles.some(({ fileName }) => {
    const f = resolverImport(arquivo, fileName);
    return !!f && usaGrid(f, caminho);
  });
  memo.set(arquivo, sim);
  return sim;
}

/** ['/clientes', '/cliente/1/veiculos', '/tecnologias', ...], sorted. */
export async function paginasGrid() {
  const paginas = new Set();
  const visitar = (rotas, prefixo) => {
    for (const r of rotas) {
      const caminho = r.path ? `${prefixo}/${r.path}`.replace(/\/+/g, '/') : prefixo;
      if (r.file && !caminho.includes('*') && usaGrid(join(APP, r.file))) paginas.add(caminho.replace(/:[^/]+/g, '1') || '/');
      if (r.children) visitar(r.children, caminho);
    }
  };
  visitar(await carregarRotas(), '');
  return [...paginas].sort();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log((await paginasGrid()).join('\n'));

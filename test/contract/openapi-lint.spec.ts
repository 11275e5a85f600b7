import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RAIZ } from '../../apps/backend/src/config.js';
import { ARQUIVO_OPENAPI } from '../../apps/backend/src/scripts/openapi.js';

/**
 * The OpenAPI lint of issue 9, inside `npm test`: Spectral (spectral:oas + .spectral.yaml) and
 * Redocly (recommended + redocly.yaml, exceptions in .redocly.lint-ignore.yaml) on the committed
 * openapi/openapi.json, as `npm run lint:openapi` runs them. Any error fails, listed one per line.
 */

type Problema = { regra: string; onde: string; mensagem: string; erro: boolean };

/** Runs a linter's CLI with this Node; its exit code says only whether it found errors. */
function executar(bin: string, args: string[]): Promise<string> {
  return new Promise((resolver, rejeitar) => {
    const filho = spawn(process.execPath, [join(RAIZ, 'node_modules', bin), ...args], {
      cwd: RAIZ,
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    });
    let saida = '';
    let erros = '';
    filho.stdout.on('data', (d) => (saida += d));
    filho.stderr.on('data', (d) => (erros += d));
    filho.on('error', rejeitar);
    filho.on('close', () => (saida.trim() ? resolver(saida) : rejeitar(new Error(`${bin} não respondeu:\n${erros}`))));
  });
}

async function spectral(arquivo: string): Promise<Problema[]> {
  // Spectral prints a sentence instead of the JSON array when there is nothing to report.
  const saida = await executar('@stoplight/spectral-cli/dist/index.js', ['lint', '--ruleset', join(RAIZ, '.spectral.yaml'), '--format', 'json', '--quiet', arquivo]);
  const json = saida.slice(saida.indexOf('['), saida.lastIndexOf(']') + 1) || '[]';
  return (JSON.parse(json) as Array<{ code: string; message: string; path: string[]; severity: number }>).map((p) => ({
    regra: p.code,
    onde: p.path.join('.'),
    mensagem: p.message,
    erro: p.severity === 0,
  }));
}

async function redocly(arquivo: string): Promise<Problema[]> {
  const saida = await executar('@redocly/cli/bin/cli.js', ['lint', '--config', join(RAIZ, 'redocly.yaml'), '--format', 'json', arquivo]);
  const json = JSON.parse(saida.slice(saida.indexOf('{'))) as { problems: Array<{ ruleId: string; message: string; severity: string; location: Array<{ pointer?: string }> }> };
  return json.problems.map((p) => ({ regra: p.ruleId, onde: p.location[0]?.pointer ?? '', mensagem: p.message, erro: p.severity === 'error' }));
}

const linha = (p: Problema) => `${p.regra}  ${p.onde}  ${p.mensagem}`;

/** Errors fail the test (listed in its message); warnings are printed. */
function semErros(nome: string, problemas: Problema[]): void {
  const avisos = problemas.filter((p) => !p.erro);
  if (avisos.length) console.warn(`${nome}: ${avisos.length} avisos\n${avisos.map(linha).join('\n')}`);
  expect(problemas.filter((p) => p.erro).map(linha)).toEqual([]);
}

describe('lint do OpenAPI (npm run lint:openapi)', () => {
  it('o Spectral não encontra erro em openapi/openapi.json', async () => {
    semErros('spectral', await spectral(ARQUIVO_OPENAPI));
  });

  it('o Redocly não encontra erro em openapi/openapi.json', async () => {
    semErros('redocly', await redocly(ARQUIVO_OPENAPI));
  });

  it('uma operação sem summary ou com uma tag não declarada é erro nos dois linters', async () => {
    const doc = JSON.parse(readFileSync(ARQUIVO_OPENAPI, 'utf8')) as { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    delete doc.paths['/api/clientes']!.get!.summary;
    doc.paths['/api/clientes']!.post!.tags = ['Tag que ninguém declarou'];
    const pasta = mkdtempSync(join(tmpdir(), 'gr-openapi-lint-'));
    const arquivo = join(pasta, 'openapi.json');
    writeFileSync(arquivo, JSON.stringify(doc, null, 2));
    try {
      const [s, r] = await Promise.all([spectral(arquivo), redocly(arquivo)]);
      // (The copy lies outside openapi/, so Redocly's known exceptions do not apply to it.)
      const erros = (ps: Problema[]) => ps.filter((p) => p.erro).map((p) => p.regra);
      expect(erros(s)).toEqual(expect.arrayContaining(['operation-summary', 'operation-tag-defined']));
      expect(erros(r)).toEqual(expect.arrayContaining(['operation-summary', 'operation-tag-defined']));
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});

describe('segurança do OpenAPI', () => {
  type Operacao = { security?: unknown[]; responses: Record<string, unknown> };
  const doc = JSON.parse(readFileSync(ARQUIVO_OPENAPI, 'utf8')) as { security?: unknown[]; paths: Record<string, Record<string, Operacao>> };
  const operacoes = Object.entries(doc.paths).flatMap(([caminho, metodos]) => Object.entries(metodos).map(([metodo, op]) => ({ chamada: `${metodo} ${caminho}`, op })));

  it('toda chamada precisa do token bearer a menos que diga `security: []`', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(operacoes.filter(({ op }) => op.security !== undefined && op.security.length > 0).map((o) => o.chamada)).toEqual([]);
  });

  it('as chamadas públicas são estas e só estas (@Publico(): acrescentar uma é uma decisão a revisar)', () => {
    expect(operacoes.filter(({ op }) => op.security?.length === 0).map((o) => o.chamada).sort()).toEqual(
      ['get /api/health', 'get /api/monitoramentos/autorizacao_pronta_resposta', 'post /api/monitoramentos/autoriza_pronta_resposta', 'post /api/oauth/authorize', 'post /api/sessions', 'post /api/users/nova_senha', 'post /api/users/recuperar_senha'].sort(),
    );
  });

  it('toda chamada que precisa do token documenta seu 401, e nenhuma chamada pública documenta um erro de token', () => {
    expect(operacoes.filter(({ op }) => op.security === undefined && !op.responses['401']).map((o) => o.chamada)).toEqual([]);
    const erroDeToken = (op: Operacao) => JSON.stringify(op.responses['401'] ?? '').includes('Token ausente');
    expect(operacoes.filter(({ op }) => op.security?.length === 0 && erroDeToken(op)).map((o) => o.chamada)).toEqual([]);
  });
});

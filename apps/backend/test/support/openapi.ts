import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type request from 'supertest';
import { ARQUIVO_OPENAPI } from '../../src/scripts/openapi.js';

type Resposta = { content?: Record<string, { schema?: unknown }> };
type Parametro = { name: string; in: string; schema?: Record<string, unknown> };
type Operacao = { parameters?: Parametro[]; responses: Record<string, Resposta> };
type Documento = { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operacao>> };

/**
 * Answers that are not the JSON API and so are not held to openapi.json, each with its reason.
 * Everything else a test receives from the app is checked (ARCHITECTURE.md "Tests": contract).
 */
export const FORA_DO_CONTRATO: ReadonlyArray<{ caminho: RegExp; motivo: string }> = [
  { caminho: /^(?!\/api(\/|$))/, motivo: 'páginas e arquivos do frontend (fora de /api)' },
  { caminho: /^\/api\/docs(-json)?(\/|$)/, motivo: 'a interface do Swagger e o próprio documento' },
];

/**
 * OpenAPI 3.0 writes a nullable object reference as `{ nullable: true, allOf: [{ $ref }] }`; JSON
 * Schema (ajv) would still apply the allOf to null, so such nodes become `anyOf: [node, null]`.
 */
function referenciasAnulaveis(no: unknown): unknown {
  if (Array.isArray(no)) return no.map(referenciasAnulaveis);
  if (!no || typeof no !== 'object') return no;
  const saida = Object.fromEntries(Object.entries(no).map(([k, v]) => [k, referenciasAnulaveis(v)])) as Record<string, unknown>;
  if (saida.nullable === true && Array.isArray(saida.allOf)) {
    const { nullable: _n, ...resto } = saida;
    return { anyOf: [resto, { type: 'null' }] };
  }
  return saida;
}

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Validador {
  /** The answer checked against the operation `caminho` (a path template of the document). */
  (metodo: string, caminho: string, status: number, corpo: unknown, tipo?: string): string | null;
  /** The document's path template that serves `metodo` on a request path, or why none does. */
  caminhoDe(metodo: string, pathname: string): { caminho: string } | { erro: string };
  /**
   * The path and query parameters of a request the app accepted (2xx), checked against the
   * operation's: a value the app takes must be one the document allows (status=TODOS...).
   */
  pedido(metodo: string, caminho: string, pathname: string, busca: URLSearchParams): string | null;
}

/** A parameter's text as its schema's type, the way a validating proxy reads it. */
function comoDoTipo(texto: string, schema: Record<string, unknown> | undefined): unknown {
  const tipo = schema?.type;
  if ((tipo === 'integer' || tipo === 'number') && texto.trim() !== '' && Number.isFinite(Number(texto))) return Number(texto);
  if (tipo === 'boolean' && (texto === 'true' || texto === 'false')) return texto === 'true';
  return texto;
}

/**
 * Checks an answer against the committed openapi.json: the status must be documented for the
 * call, its content type among the documented ones, and a JSON body must match the schema.
 */
export function validadorOpenApi(): Validador {
  const doc = referenciasAnulaveis(JSON.parse(readFileSync(ARQUIVO_OPENAPI, 'utf8'))) as Documento;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...(doc as object), $id: 'openapi.json' });
  const compilados = new Map<string, ValidateFunction>();
  // The document's paths are relative to its server (`/` today); a request path is matched after it.
  const base = new URL(doc.servers?.[0]?.url ?? '/', 'http://x').pathname.replace(/\/$/, '');
  const relativoA = (pathname: string) => (base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname);
  const modelos = Object.keys(doc.paths).map((caminho) => ({
    caminho,
    re: new RegExp(`^${caminho.split(/\{[^}]+\}/).map(escapar).join('([^/]+)')}/?$`),
    nomes: [...caminho.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!),
    // A literal segment wins over a parameter, as the router declared it (find_veiculos over {id}).
    parametros: (caminho.match(/\{/g) ?? []).length,
  }));

  const validar = ((metodo, caminho, status, corpo, tipo = 'application/json') => {
    const m = metodo.toLowerCase();
    const onde = `${m.toUpperCase()} ${caminho}`;
    const operacao = doc.paths[caminho]?.[m];
    if (!operacao) return `${onde}: operação não documentada`;
    const resposta = operacao.responses[String(status)];
    if (!resposta) return `${onde}: status ${status} não documentado (documentados: ${Object.keys(operacao.responses).join(', ')})`;
    const conteudos = Object.keys(resposta.content ?? {});
    if (!conteudos.length) return null;
    const mime = tipo.split(';')[0]!.trim().toLowerCase();
    if (!conteudos.includes(mime)) return `${onde} ${status}: conteúdo ${mime || '(nenhum)'} não documentado (documentado: ${conteudos.join(', ')})`;
    if (mime !== 'application/json') return null;
    const chave = `${m} ${caminho} ${status}`;
    let f = compilados.get(chave);
    if (!f) {
      const ponteiro = ['paths', caminho, m, 'responses', String(status), 'content', 'application/json', 'schema'].map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
      f = ajv.compile({ $ref: `openapi.json#/${ponteiro}` });
      compilados.set(chave, f);
    }
    return f(corpo) ? null : `${onde} ${status}: ${ajv.errorsText(f.errors, { dataVar: 'corpo', separator: '\n  ' })}`;
  }) as Validador;

  const parametros = new Map<string, ValidateFunction>();
  validar.pedido = (metodo, caminho, pathname, busca) => {
    const m = metodo.toLowerCase();
    const operacao = doc.paths[caminho]?.[m];
    if (!operacao) return null;
    const modelo = modelos.find((x) => x.caminho === caminho)!;
    const valores = modelo.re.exec(relativoA(pathname))?.slice(1) ?? [];
    const decodificado = (v: string) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    };
    const erros: string[] = [];
    for (const [i, p] of (operacao.parameters ?? []).entries()) {
      const lidos = p.in === 'path' ? [decodificado(valores[modelo.nomes.indexOf(p.name)] ?? '')] : p.in === 'query' ? busca.getAll(p.name) : [];
      if (!lidos.length || !p.schema) continue;
      const chave = `${m} ${caminho} ${i}`;
      let f = parametros.get(chave);
      if (!f) {
        const ponteiro = ['paths', caminho, m, 'parameters', String(i), 'schema'].map((x) => x.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
        f = ajv.compile({ $ref: `openapi.json#/${ponteiro}` });
        parametros.set(chave, f);
      }
      const valor = p.schema.type === 'array' ? lidos.map((l) => comoDoTipo(l, p.schema!.items as Record<string, unknown>)) : comoDoTipo(lidos[lidos.length - 1]!, p.schema);
      if (!f(valor)) erros.push(`${ajv.errorsText(f.errors, { dataVar: `${p.in === 'path' ? 'caminho' : 'query'}.${p.name}` })} (recebido: ${JSON.stringify(valor)})`);
    }
    return erros.length ? `${m.toUpperCase()} ${caminho}: a resposta foi 2xx, mas o pedido não é o que o documento admite: ${erros.join('; ')}` : null;
  };

  validar.caminhoDe = (metodo, pathname) => {
    const m = metodo.toLowerCase();
    const relativo = relativoA(pathname);
    const candidatos = modelos.filter((x) => x.re.test(relativo)).sort((a, b) => a.parametros - b.parametros);
    const servido = candidatos.find((x) => doc.paths[x.caminho]![m]);
    if (servido) return { caminho: servido.caminho };
    return { erro: candidatos.length ? `${m.toUpperCase()} ${candidatos[0]!.caminho}: método não documentado` : `${m.toUpperCase()} ${pathname}: caminho não documentado` };
  };
  return validar;
}

type Cliente = ReturnType<typeof request>;
type Chamada = ReturnType<Cliente['get']>;
const METODOS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options'] as const;

let compartilhado: Validador | undefined;

/**
 * The test client held to the contract: every answer it receives must be documented in
 * openapi.json (status, content type, JSON body), or the awaited call rejects with what differs,
 * failing the test that made it. FORA_DO_CONTRATO lists what is not checked.
 */
export function comContrato(cliente: Cliente): Cliente {
  const validar = (compartilhado ??= validadorOpenApi());
  const conferir = (chamada: Chamada): Chamada => {
    const { method, url } = chamada as unknown as { method: string; url: string };
    const { pathname } = new URL(url, 'http://x');
    if (FORA_DO_CONTRATO.some((f) => f.caminho.test(pathname))) return chamada;
    return chamada.expect((res) => {
      const tipo = String(res.headers['content-type'] ?? '');
      // A test that reads the body raw (`.buffer().parse(...)`) still gets its JSON errors checked.
      const corpoJson = Buffer.isBuffer(res.body) && tipo.startsWith('application/json') ? JSON.parse(res.body.toString('utf8')) : res.body;
      const alvo = validar.caminhoDe(method, pathname);
      // The query as sent, `.query()` included.
      const busca = new URL((res as unknown as { req: { path: string } }).req.path, 'http://x').searchParams;
      const erro =
        'erro' in alvo
          ? alvo.erro
          : (validar(method, alvo.caminho, res.status, corpoJson, tipo) ??
            (res.status < 300 ? validar.pedido(method, alvo.caminho, pathname, busca) : null));
      if (!erro) return;
      const corpo = Buffer.isBuffer(corpoJson) ? `(${corpoJson.length} bytes, ${tipo})` : JSON.stringify(corpoJson ?? res.text);
      throw new Error(
        `Resposta fora do contrato (openapi/openapi.json) em ${method} ${url.replace(/^https?:\/\/[^/]+/, '')}:\n  ${erro}\n  corpo recebido: ${corpo.length > 600 ? `${corpo.slice(0, 600)}…` : corpo}`,
      );
    });
  };
  const envolvido = { ...cliente } as Record<string, unknown>;
  for (const m of METODOS) {
    const original = (cliente as unknown as Record<string, ((url: string) => Chamada) | undefined>)[m];
    if (original) envolvido[m] = (url: string) => conferir(original.call(cliente, url));
  }
  return envolvido as unknown as Cliente;
}

/**
 * A caller that checks every answer against the document and collects the mismatches, so one
 * suite can make many calls and assert once: `expect(contrato.falhas).toEqual([])`.
 */
export function chamadasValidadas(app: () => { http: import('./app.js').AppDeTeste['http'] }, tokenPadrao: () => string) {
  const validar = validadorOpenApi();
  const falhas: string[] = [];
  async function chamar(metodo: 'get' | 'post' | 'patch' | 'delete', caminho: string, url: string, corpo?: unknown, token = tokenPadrao()) {
    const req = app().http[metodo](url).set({ Authorization: `Bearer ${token}` });
    const r = corpo === undefined ? await req : await req.send(corpo as object);
    const erro = validar(metodo, caminho, r.status, r.body);
    if (erro) falhas.push(erro);
    return r;
  }
  return { chamar, falhas };
}

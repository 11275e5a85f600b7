import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { ARQUIVO_OPENAPI } from '../../src/scripts/openapi.js';

type Operacao = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Documento = { paths: Record<string, Record<string, Operacao>> };

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

/**
 * Checks an answer against the committed openapi.json: the status must be documented for the
 * call and the JSON body must match its schema (ARCHITECTURE.md "Tests": contract).
 */
export function validadorOpenApi(): (metodo: string, caminho: string, status: number, corpo: unknown) => string | null {
  const doc = referenciasAnulaveis(JSON.parse(readFileSync(ARQUIVO_OPENAPI, 'utf8'))) as Documento;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...(doc as object), $id: 'openapi.json' });
  return (metodo, caminho, status, corpo) => {
    const resposta = doc.paths[caminho]?.[metodo]?.responses[String(status)];
    if (!resposta) return `${metodo.toUpperCase()} ${caminho}: status ${status} não documentado`;
    const schema = resposta.content?.['application/json']?.schema;
    if (!schema) return null;
    const ok = ajv.validate(JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"openapi.json#/components')), corpo);
    return ok ? null : `${metodo.toUpperCase()} ${caminho} ${status}: ${ajv.errorsText()}`;
  };
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

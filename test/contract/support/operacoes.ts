import { readFileSync } from 'node:fs';
import { ARQUIVO_OPENAPI } from '../../../apps/backend/src/scripts/openapi.js';

/**
 * The operations of the committed openapi/openapi.json, read once for the generated suites
 * (bad input, tenant matrix): every call in the document is covered the day it enters it.
 */
export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
  example?: unknown;
  minimum?: number;
  maximum?: number;
};

export interface Parametro {
  nome: string;
  em: 'path' | 'query';
  obrigatorio: boolean;
  schema: Schema;
}

export interface Operacao {
  metodo: 'get' | 'post' | 'put' | 'patch' | 'delete';
  caminho: string;
  publica: boolean;
  parametros: Parametro[];
  corpo?: Schema;
  /** The answer is a file (xlsx, pdf) rather than JSON. */
  produzArquivo: boolean;
}

type Doc = {
  paths: Record<string, Record<string, {
    parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
    requestBody?: { content: Record<string, { schema: Schema }> };
    security?: unknown[];
    responses: Record<string, { content?: Record<string, unknown> }>;
  }>>;
  components: { schemas: Record<string, Schema> };
};

export const DOC = JSON.parse(readFileSync(ARQUIVO_OPENAPI, 'utf8')) as Doc;

/** Follows `$ref` and merges `allOf`, so generators see plain schemas. */
export function resolver(s: Schema | undefined, profundidade = 0): Schema {
  if (!s) return {};
  if (profundidade > 20) return {};
  if (s.$ref) {
    const nome = s.$ref.replace('#/components/schemas/', '');
    return { ...resolver(DOC.components.schemas[nome], profundidade + 1), nullable: s.nullable };
  }
  if (s.allOf?.length) {
    const partes = s.allOf.map((p) => resolver(p, profundidade + 1));
    return partes.reduce<Schema>((acc, p) => ({ ...acc, ...p, properties: { ...acc.properties, ...p.properties }, required: [...(acc.required ?? []), ...(p.required ?? [])] }), { nullable: s.nullable });
  }
  return s;
}

const METODOS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operacoes(): Operacao[] {
  const lista: Operacao[] = [];
  for (const [caminho, itens] of Object.entries(DOC.paths)) {
    for (const metodo of METODOS) {
      const op = itens[metodo];
      if (!op) continue;
      const ok = Object.entries(op.responses).filter(([s]) => s.startsWith('2')).flatMap(([, r]) => Object.keys(r.content ?? {}));
      lista.push({
        metodo,
        caminho,
        publica: Array.isArray(op.security) && op.security.length === 0,
        parametros: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({ nome: p.name, em: p.in as 'path' | 'query', obrigatorio: !!p.required, schema: resolver(p.schema) })),
        corpo: op.requestBody?.content['application/json']?.schema,
        produzArquivo: ok.length > 0 && !ok.includes('application/json'),
      });
    }
  }
  return lista;
}

/** A plausible value for a schema: what a form would send (the base every mutation changes one thing of). */
export function exemplo(s0: Schema | undefined, nome = '', profundidade = 0): unknown {
  const s = resolver(s0);
  if (profundidade > 6) return null;
  if (s.example !== undefined && typeof s.example !== 'object') return s.example;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? null;
  const alternativa = s.oneOf?.[0] ?? s.anyOf?.[0];
  if (alternativa) return exemplo(alternativa, nome, profundidade + 1);
  switch (s.type) {
    case 'integer':
      return 1;
    case 'number':
      return /lat/.test(nome) ? -23.5 : /lng|lon/.test(nome) ? -46.6 : 1;
    case 'boolean':
      return true;
    case 'array':
      return [exemplo(s.items, nome, profundidade + 1)];
    case 'string':
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return '2026-01-31';
      if (/email/i.test(nome)) return 'teste@exemplo.com.br';
      return 'TESTE';
    default:
      if (s.properties || s.type === 'object') {
        const o: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(s.properties ?? {})) o[k] = exemplo(v, k, profundidade + 1);
        return o;
      }
      return 'TESTE';
  }
}

/** Every (path to a field, its schema) of a body schema, the wrapper's fields included. */
export function campos(s0: Schema | undefined, prefixo: string[] = [], profundidade = 0): Array<{ caminho: string[]; schema: Schema }> {
  const s = resolver(s0);
  if (profundidade > 5 || !s.properties) return [];
  const lista: Array<{ caminho: string[]; schema: Schema }> = [];
  for (const [k, v] of Object.entries(s.properties)) {
    const r = resolver(v);
    lista.push({ caminho: [...prefixo, k], schema: r });
    if (r.properties) lista.push(...campos(r, [...prefixo, k], profundidade + 1));
    if (r.type === 'array' && resolver(r.items).properties) lista.push(...campos(r.items, [...prefixo, k, '0'], profundidade + 1));
  }
  return lista;
}

export function comCampo(base: unknown, caminho: string[], valor: unknown, remover = false): unknown {
  const copia = structuredClone(base) as Record<string, unknown>;
  let alvo: Record<string, unknown> = copia;
  for (const k of caminho.slice(0, -1)) {
    if (!alvo[k] || typeof alvo[k] !== 'object') alvo[k] = {};
    alvo = alvo[k] as Record<string, unknown>;
  }
  const ultimo = caminho[caminho.length - 1]!;
  if (remover) delete alvo[ultimo];
  else alvo[ultimo] = valor;
  return copia;
}

/** Fills a path template, each parameter URL-encoded (a raw value is passed through as it is). */
export function preencher(caminho: string, valores: Record<string, string>, cru = false): string {
  return caminho.replace(/\{([^}]+)\}/g, (_, nome: string) => (cru ? valores[nome]! : encodeURIComponent(valores[nome] ?? '1')));
}

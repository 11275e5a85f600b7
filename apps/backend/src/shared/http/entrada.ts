import type { NextFunction, Request, Response } from 'express';
import { ValidationError, type FieldErrors } from '@gr/domain';

/** Deepest JSON a caller may send: our payloads are two or three levels deep (`{ rota: { paradas: [{...}] } }`). */
export const PROFUNDIDADE_MAXIMA = 16;
/** Most values (objects, lists, scalars) one body may hold; 1 MB of tiny values would otherwise be millions of nodes. */
export const NOS_MAXIMOS = 50_000;

const MENSAGEM_NUL = 'não pode conter o caractere NUL';
const MENSAGEM_SURROGATE = 'contém caracteres inválidos (UTF-16 incompleto)';

/** A NUL or a surrogate half without its pair: text PostgreSQL cannot store or that is not text at all. */
export function problemaDeTexto(s: string): string | undefined {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return MENSAGEM_NUL;
    if (c >= 0xd800 && c <= 0xdbff) {
      const prox = s.charCodeAt(i + 1);
      if (!(prox >= 0xdc00 && prox <= 0xdfff)) return MENSAGEM_SURROGATE;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return MENSAGEM_SURROGATE;
  }
  return undefined;
}

/**
 * Checks a parsed JSON body or query without recursion (a hostile body nested 20,000 deep must
 * not overflow the stack here or anywhere after): nesting depth, size in values, and every key and
 * string for NUL and unpaired surrogates. Errors are keyed by the field's own name, as the
 * validation pipe keys them (ARCHITECTURE.md "Errors"); the root is `corpo`.
 */
export function inspecionarEntrada(valor: unknown, raiz = 'corpo'): FieldErrors | undefined {
  const erros: FieldErrors = {};
  const add = (campo: string, msg: string) => {
    const lista = (erros[campo] ??= []);
    if (!lista.includes(msg)) lista.push(msg);
  };
  const pilha: Array<{ v: unknown; campo: string; nivel: number }> = [{ v: valor, campo: raiz, nivel: 0 }];
  let nos = 0;
  while (pilha.length) {
    const { v, campo, nivel } = pilha.pop()!;
    if (++nos > NOS_MAXIMOS) {
      add(raiz, `tem valores demais (máximo ${NOS_MAXIMOS})`);
      break;
    }
    if (typeof v === 'string') {
      const p = problemaDeTexto(v);
      if (p) add(campo, p);
    } else if (v && typeof v === 'object') {
      if (nivel >= PROFUNDIDADE_MAXIMA) {
        add(raiz, `tem níveis demais (máximo ${PROFUNDIDADE_MAXIMA})`);
        return erros;
      }
      if (Array.isArray(v)) {
        for (const item of v) pilha.push({ v: item, campo, nivel: nivel + 1 });
      } else {
        for (const [k, item] of Object.entries(v)) {
          const p = problemaDeTexto(k);
          if (p) add(raiz, `nome de campo inválido: ${p}`);
          else pilha.push({ v: item, campo: k, nivel: nivel + 1 });
        }
      }
    }
  }
  return Object.keys(erros).length ? erros : undefined;
}

/**
 * Express middleware at the API's edge, after the JSON parser and before any transformation: a
 * body or query that fails `inspecionarEntrada` is answered 400 here, for every call present and
 * future. The path is checked too (a NUL in `/api/clientes/consultar_cnpj/%00`).
 */
export function guardaDeEntrada(responder: (e: ValidationError, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction): void => {
    let caminho: string;
    try {
      caminho = decodeURIComponent(req.path);
    } catch {
      return responder(ValidationError.campo('caminho', 'codificação inválida no endereço'), res);
    }
    const erroCaminho = problemaDeTexto(caminho);
    if (erroCaminho) return responder(ValidationError.campo('caminho', erroCaminho), res);
    const erros = { ...inspecionarEntrada(req.query, 'query'), ...(req.body !== undefined ? inspecionarEntrada(req.body) : undefined) };
    if (Object.keys(erros).length) return responder(new ValidationError(erros), res);
    next();
  };
}

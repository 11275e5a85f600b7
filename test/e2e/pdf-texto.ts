import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as Chromium prints it (the protocol PDF is rendered by Puppeteer), for the
 * e2e checks, without a PDF library: the machine has neither pdfjs-dist nor poppler's pdftotext.
 * Chromium writes each font as Type0/Identity-H with a ToUnicode CMap and the text as hex glyph
 * strings in Tj/TJ; each content stream's strings are decoded with the CMap of the font selected
 * by `Tf`. Enough for "does the protocol number appear", not a general extractor.
 */
interface Objeto {
  dicionario: string;
  fluxo: Buffer | null;
}

function objetos(pdf: Buffer): Map<number, Objeto> {
  const texto = pdf.toString('latin1');
  const mapa = new Map<number, Objeto>();
  const re = /(\d+)\s+0\s+obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(texto))) {
    const inicio = m.index + m[0].length;
    const fim = texto.indexOf('endobj', inicio);
    if (fim < 0) break;
    const corpo = texto.slice(inicio, fim);
    const s = corpo.indexOf('stream');
    let fluxo: Buffer | null = null;
    let dicionario = corpo;
    if (s >= 0) {
      dicionario = corpo.slice(0, s);
      let a = inicio + s + 'stream'.length;
      if (texto[a] === '\r') a++;
      if (texto[a] === '\n') a++;
      const b = texto.lastIndexOf('endstream', fim);
      const bruto = pdf.subarray(a, b);
      try {
        fluxo = /\/FlateDecode/.test(dicionario) ? inflateSync(bruto) : bruto;
      } catch {
        fluxo = bruto;
      }
    }
    mapa.set(Number(m[1]), { dicionario, fluxo });
    re.lastIndex = fim;
  }
  return mapa;
}

type CMap = Map<number, string>;

function hexParaTexto(hex: string): string {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
}

function lerCMap(fonte: string): CMap {
  const mapa: CMap = new Map();
  for (const bloco of fonte.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, de, para] of bloco[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) mapa.set(parseInt(de!, 16), hexParaTexto(para!));
  }
  for (const bloco of fonte.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, a, b, para] of bloco[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const ini = parseInt(a!, 16);
      const base = parseInt(para!, 16);
      for (let c = ini; c <= parseInt(b!, 16); c++) mapa.set(c, String.fromCharCode(base + c - ini));
    }
  }
  return mapa;
}

export function textoDoPdf(pdf: Buffer): string {
  const objs = objetos(pdf);
  const ref = (d: string, chave: string) => {
    const m = new RegExp(`/${chave}\\s+(\\d+)\\s+0\\s+R`).exec(d);
    return m ? Number(m[1]) : undefined;
  };
  // Font resource name (/F4) → its ToUnicode map, from every page's /Font dictionary.
  const cmapDaFonte = (id: number | undefined): CMap | undefined => {
    const f = id === undefined ? undefined : objs.get(id);
    const tu = f ? ref(f.dicionario, 'ToUnicode') : undefined;
    const fluxo = tu === undefined ? undefined : objs.get(tu)?.fluxo;
    return fluxo ? lerCMap(fluxo.toString('latin1')) : undefined;
  };
  const fontes = new Map<string, CMap>();
  for (const o of objs.values()) {
    const bloco = /\/Font\s*<<([^>]*)>>/.exec(o.dicionario)?.[1] ?? (/\/Font\s+(\d+)\s+0\s+R/.test(o.dicionario) ? objs.get(ref(o.dicionario, 'Font')!)?.dicionario : undefined);
    if (!bloco) continue;
    for (const [, nome, id] of bloco.matchAll(/\/([\w.+-]+)\s+(\d+)\s+0\s+R/g)) {
      const c = cmapDaFonte(Number(id));
      if (c && !fontes.has(nome!)) fontes.set(nome!, c);
    }
  }
  const partes: string[] = [];
  for (const o of objs.values()) {
    if (!o.fluxo || !/\bBT\b/.test(o.fluxo.toString('latin1'))) continue;
    const conteudo = o.fluxo.toString('latin1');
    let atual: CMap | undefined;
    for (const t of conteudo.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]+)>|\bET\b/g)) {
      if (t[1]) atual = fontes.get(t[1]);
      else if (t[2] && atual) {
        const hex = t[2];
        for (let i = 0; i + 4 <= hex.length; i += 4) partes.push(atual.get(parseInt(hex.slice(i, i + 4), 16)) ?? '');
      } else if (t[0] === 'ET') partes.push(' ');
    }
  }
  return partes.join('').replace(/\s+/g, ' ').trim();
}

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

/**
 * The one stylesheet is plain CSS with no nesting: a rule inside another rule (not inside @media
 * or @supports) is a brace left open above it, and the browser would scope everything after it
 * to the open selector — how the dashboards once rendered unstyled after two branches met.
 */
describe('styles.css', () => {
  const css = readFileSync(join(process.cwd(), 'apps/frontend/app/styles.css'), 'utf8');

  it('parses and has no rule nested inside another rule', () => {
    const raiz = postcss.parse(css);
    const aninhadas: string[] = [];
    raiz.walkRules((r) => {
      if (r.parent?.type === 'rule') aninhadas.push(`${(r.parent as postcss.Rule).selector} { ${r.selector} } (linha ${r.source?.start?.line})`);
    });
    expect(aninhadas).toEqual([]);
  });

  it('opens and closes as many braces as it has', () => {
    const semComentarios = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(semComentarios.split('{').length).toBe(semComentarios.split('}').length);
  });
});

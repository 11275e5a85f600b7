import { describe, expect, it } from '@jest/globals';
import { revalidarGrid } from './rota';

type Args = Parameters<typeof revalidarGrid>[0];
const args = (de: string, para: string, extra: Partial<Args> = {}): Args =>
  ({
    currentUrl: new URL(de, 'http://app'),
    currentParams: {},
    nextUrl: new URL(para, 'http://app'),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as Args;

describe('quando a página de um grid recarrega as linhas', () => {
  it("'Atualizar' e a atualização periódica (revalidate: mesma URL) recarregam", () => {
    expect(revalidarGrid(args('/emviagem', '/emviagem'))).toBe(true);
    expect(revalidarGrid(args('/agendada?placa=ABC&page=2', '/agendada?placa=ABC&page=2'))).toBe(true);
  });

  it('abrir ou fechar a janela sobre o grid (outro caminho, mesma consulta) não recarrega', () => {
    expect(revalidarGrid(args('/emviagem', '/emviagem/finalizar/12'))).toBe(false);
    expect(revalidarGrid(args('/emviagem/finalizar/12', '/emviagem'))).toBe(false);
  });

  it('mudar a consulta recarrega; salvar recarrega; salvar o layout não', () => {
    expect(revalidarGrid(args('/emviagem', '/emviagem?page=2'))).toBe(true);
    expect(revalidarGrid(args('/emviagem/finalizar/12', '/emviagem', { formMethod: 'POST', formAction: '/emviagem/finalizar/12' }))).toBe(true);
    expect(revalidarGrid(args('/emviagem', '/emviagem', { formMethod: 'POST', formAction: '/recursos/layout' }))).toBe(false);
  });
});

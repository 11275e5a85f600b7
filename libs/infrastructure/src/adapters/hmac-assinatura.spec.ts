import { lerTokenLink, montarTokenLink } from '@gr/domain';
import { HmacAssinatura } from './hmac-assinatura.js';

describe('assinatura HMAC dos links (decisão 48)', () => {
  const agora = new Date('2026-11-26T15:00:00Z');
  const validade = new Date('2026-11-26T16:00:00Z');

  it('o link assinado com o segredo do servidor confere; com outro segredo ou outro propósito, não', () => {
    const a = new HmacAssinatura('segredo', 'links-pronta-resposta');
    const token = montarTokenLink(7, validade, a);
    expect(lerTokenLink(token, a, agora)).toEqual({ id: 7, validaAte: validade });
    expect(() => lerTokenLink(token, new HmacAssinatura('outro', 'links-pronta-resposta'), agora)).toThrow('Link de autorização inválido');
    expect(() => lerTokenLink(token, new HmacAssinatura('segredo', 'outro-uso'), agora)).toThrow('Link de autorização inválido');
  });

  it('assinatura de outro tamanho não quebra a comparação em tempo constante', () => {
    const a = new HmacAssinatura('segredo', 'x');
    expect(a.confere('abc', 'curta')).toBe(false);
    expect(a.confere('abc', a.assinar('abc'))).toBe(true);
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AssinaturaLinks } from '@gr/domain';

/** Signs links with an HMAC-SHA256 of the server secret, for one purpose (the key is derived from both). */
export class HmacAssinatura implements AssinaturaLinks {
  private readonly chave: string;

  constructor(segredo: string, proposito: string) {
    this.chave = createHmac('sha256', segredo).update(proposito).digest('base64url');
  }

  assinar(conteudo: string): string {
    return createHmac('sha256', this.chave).update(conteudo).digest('base64url');
  }

  confere(conteudo: string, assinatura: string): boolean {
    const esperado = Buffer.from(this.assinar(conteudo));
    const obtido = Buffer.from(assinatura);
    return esperado.length === obtido.length && timingSafeEqual(esperado, obtido);
  }
}

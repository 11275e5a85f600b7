import { describe, expect, it } from '@jest/globals';
import { ListaSenhasVazadas } from './senhas-vazadas.js';

describe('ListaSenhasVazadas (a lista offline)', () => {
  const lista = new ListaSenhasVazadas();
  it('conhece as senhas mais vazadas, em português também, sem diferença de maiúsculas', () => {
    for (const s of ['123456', 'password', 'senha123', 'Flamengo', 'BRASIL', 'admin123']) expect(lista.contem(s)).toBe(true);
  });
  it('não recusa uma senha que não está nela', () => {
    for (const s of ['q7#Lm2pz-rodovale', 'demo1234', 'segredo1']) expect(lista.contem(s)).toBe(false);
  });
});

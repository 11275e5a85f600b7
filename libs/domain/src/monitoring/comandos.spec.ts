import { ValidationError } from '../shared/index.js';
import {
  acaoDoComandoPgr, acaoDoProcedimento, estadoAposFalha, MAXIMO_TENTATIVAS, MENSAGEM_DO_PROCEDIMENTO, normalizarTelefoneSms, normalizarTelefoneWhatsapp, proximaTentativa, validarMensagem, validarMensagemSaida,
} from './comandos.js';

const erro = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as ValidationError).errors;
  }
  return undefined;
};

describe('comandos e mensagens de saída', () => {
  it('acao_pgr_id 21 pede uma posição, 13 bloqueia; qualquer outra coisa é 400', () => {
    expect(acaoDoComandoPgr(21)).toBe('SOLICITAR_POSICAO');
    expect(acaoDoComandoPgr(13)).toBe('BLOQUEAR');
    for (const v of [12, '21', null, undefined]) expect(erro(() => acaoDoComandoPgr(v))).toEqual({ acao_pgr_id: ['deve ser 21 (solicitar posição) ou 13 (bloqueio)'] });
  });
  it('um procedimento de checklist é exatamente uma das cinco flags', () => {
    expect(acaoDoProcedimento({ sirene: true, bloquear: false })).toBe('SIRENE');
    expect(acaoDoProcedimento({ desligar_sirene: true })).toBe('DESLIGAR_SIRENE');
    const msg = { procedimento: ['informe um procedimento: bloquear, desbloquear, sirene, desligar_sirene ou solicitar_posicao'] };
    expect(erro(() => acaoDoProcedimento({}))).toEqual(msg);
    expect(erro(() => acaoDoProcedimento({ bloquear: true, sirene: true }))).toEqual(msg);
    expect(erro(() => acaoDoProcedimento({ bloquear: 'true' }))).toEqual(msg);
    expect(MENSAGEM_DO_PROCEDIMENTO.BLOQUEAR).toBe('Comando enviado para bloqueio e sirene');
  });
  it('números de SMS: só dígitos, com 0 na frente (spec 02 §5)', () => {
    expect(normalizarTelefoneSms('(11) 98765-4321')).toBe('011987654321');
    expect(normalizarTelefoneSms('011987654321')).toBe('011987654321');
    expect(normalizarTelefoneSms('1133334444')).toBe('01133334444');
    expect(erro(() => normalizarTelefoneSms('11111111111'))).toEqual({ telefone: ['telefone incorreto'] });
    expect(erro(() => normalizarTelefoneSms('12345'))).toEqual({ telefone: ['deve ter DDD e número (10 a 13 dígitos)'] });
    expect(erro(() => normalizarTelefoneSms(''))).toEqual({ telefone: ['não pode ficar em branco'] });
  });
  it('números de WhatsApp: dígitos com 55 para o Brasil', () => {
    expect(normalizarTelefoneWhatsapp('(11) 98765-4321')).toBe('5511987654321');
    expect(normalizarTelefoneWhatsapp('011987654321')).toBe('5511987654321');
    expect(normalizarTelefoneWhatsapp('+55 11 3333-4444')).toBe('551133334444');
    expect(erro(() => normalizarTelefoneWhatsapp('1234'))).toEqual({ telefone: ['deve ter DDD e número (10 ou 11 dígitos, com ou sem 55)'] });
    expect(erro(() => normalizarTelefoneWhatsapp('00000000000'))).toEqual({ telefone: ['não pode ficar em branco'] });
  });
  it('mensagens são obrigatórias e limitadas por canal', () => {
    expect(validarMensagem('  Olá  ', 'SMS')).toBe('Olá');
    expect(erro(() => validarMensagem('x'.repeat(161), 'SMS'))).toEqual({ mensagem: ['é muito longa (máximo 160 caracteres)'] });
    expect(validarMensagem('x'.repeat(1000), 'WHATSAPP')).toHaveLength(1000);
    expect(erro(() => validarMensagem(' ', 'TEXTO'))).toEqual({ mensagem: ['não pode ficar em branco'] });
  });
  it('uma mensagem a enviar: o erro de cada campo de uma vez; texto do teclado não tem número', () => {
    expect(erro(() => validarMensagemSaida('SMS', { telefone: '1', mensagem: '' }))).toEqual({
      telefone: ['deve ter DDD e número (10 a 13 dígitos)'], mensagem: ['não pode ficar em branco'],
    });
    expect(validarMensagemSaida('WHATSAPP', { telefone: '11987654321', mensagem: ' oi ' })).toEqual({ telefone: '5511987654321', mensagem: 'oi' });
    expect(validarMensagemSaida('TEXTO', { telefone: 'x', mensagem: 'oi' })).toEqual({ telefone: null, mensagem: 'oi' });
  });
  it('as novas tentativas espaçam cada vez mais e desistem depois de cinco', () => {
    const t = new Date('2026-11-22T12:00:00Z');
    expect(proximaTentativa(1, t).getTime() - t.getTime()).toBe(30_000);
    expect(proximaTentativa(3, t).getTime() - t.getTime()).toBe(120_000);
    expect(MAXIMO_TENTATIVAS).toBe(5);
    expect(estadoAposFalha(4)).toBe('FILA');
    expect(estadoAposFalha(5)).toBe('FALHOU');
  });
});

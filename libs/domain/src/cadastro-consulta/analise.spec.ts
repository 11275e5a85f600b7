import { aplicarAnalise, errosDoAnexo, laudoInicial, LIMITE_ANEXO_BYTES, protocoloRegistro, situacaoCadastral, statusDoRegistro, type ProtocoloConhecido } from './analise.js';

const dia = 86_400_000;
const agora = new Date('2026-11-22T15:00:00Z');
const prot = (p: Partial<ProtocoloConhecido>): ProtocoloConhecido => ({ protocolo: 'P1', validade: new Date(agora.getTime() + 10 * dia), laudo: 'ACORDO', bloqueado: false, motivo: null, data: agora, ...p });

describe('análise de item (spec 03 §4)', () => {
  it('aprovar deixa RETIFICADO e desbloqueia; reprovar bloqueia com a observação; cancelar não muda', () => {
    const item = { laudo: 'REQUER ATENÇÃO' as const, bloqueado: true, motivo: 'x' };
    expect(aplicarAnalise(item, 'APROVADO', 'ok')).toEqual({ laudo: 'RETIFICADO', bloqueado: false, motivo: null });
    expect(aplicarAnalise({ laudo: 'ACORDO', bloqueado: false, motivo: null }, 'REPROVADO', 'CNH falsa')).toEqual({ laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'CNH falsa' });
    expect(aplicarAnalise(item, 'CANCELADO', 'engano')).toBe(item);
  });

  it('o status do registro segue os itens: um item pendente mantém REQUER ATENÇÃO; renovação e cancelado se mantêm', () => {
    expect(statusDoRegistro('ACORDO', [{ laudo: 'ACORDO', bloqueado: false }, { laudo: 'REQUER ATENÇÃO', bloqueado: false }])).toBe('REQUER ATENÇÃO');
    expect(statusDoRegistro('REQUER ATENÇÃO', [{ laudo: 'RETIFICADO', bloqueado: false }, { laudo: 'ACORDO', bloqueado: false }])).toBe('RETIFICADO');
    expect(statusDoRegistro('RENOVAÇÃO', [{ laudo: 'ACORDO', bloqueado: false }])).toBe('RENOVAÇÃO');
    expect(statusDoRegistro('CANCELADO', [{ laudo: 'REQUER ATENÇÃO', bloqueado: true }])).toBe('CANCELADO');
    expect(statusDoRegistro('ACORDO', [{ laudo: 'ACORDO', bloqueado: true }])).toBe('REQUER ATENÇÃO');
  });

  it('laudo inicial: a blacklist bloqueia; CNH vencida pede atenção sem bloquear', () => {
    expect(laudoInicial({ restricao: 'ROUBO', cnhValidade: null, hojeIso: '2026-11-22' })).toEqual({ laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'CONSTA NA BLACKLIST: ROUBO' });
    expect(laudoInicial({ restricao: null, cnhValidade: '2026-11-21', hojeIso: '2026-11-22' })).toEqual({ laudo: 'REQUER ATENÇÃO', bloqueado: false, motivo: 'CNH VENCIDA EM 21/11/2026' });
    expect(laudoInicial({ restricao: null, cnhValidade: '2026-11-22', hojeIso: '2026-11-22' }).laudo).toBe('ACORDO');
  });
});

describe('anexos', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]);
  it('aceita PNG, JPEG e PDF verdadeiros dentro do limite', () => {
    expect(errosDoAnexo({ nome: 'a.png', tipo: 'image/png', bytes: png })).toEqual([]);
    expect(errosDoAnexo({ nome: 'a.pdf', tipo: 'application/pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]) })).toEqual([]);
  });
  it('recusa outro tipo, conteúdo que não é do tipo, vazio e acima do limite', () => {
    expect(errosDoAnexo({ nome: 'a.gif', tipo: 'image/gif', bytes: png })).toEqual(['Tipo de anexo não permitido: envie PNG, JPEG ou PDF']);
    expect(errosDoAnexo({ nome: 'a.jpg', tipo: 'image/jpeg', bytes: png })).toEqual(['O conteúdo do anexo não corresponde ao tipo informado']);
    expect(errosDoAnexo({ nome: 'a.png', tipo: 'image/png', bytes: new Uint8Array() })).toHaveLength(1);
    const grande = new Uint8Array(LIMITE_ANEXO_BYTES + 1);
    grande.set([0x89, 0x50, 0x4e, 0x47]);
    expect(errosDoAnexo({ nome: 'a.png', tipo: 'image/png', bytes: grande })).toEqual(['Anexo maior que o limite de 5 MB']);
  });
});

describe('leitura da viagem (situacaoCadastral)', () => {
  it('válido com um protocolo favorável que alcança a data; vencido não vale', () => {
    expect(situacaoCadastral([prot({})], null, agora)).toMatchObject({ valido: true, protocolo: 'P1', bloqueado: false, motivo: null });
    expect(situacaoCadastral([prot({ validade: new Date(agora.getTime() - 1) })], null, agora)).toMatchObject({ valido: false, motivo: 'SEM PROTOCOLO VÁLIDO PARA O CLIENTE' });
    expect(situacaoCadastral([], null, agora)).toMatchObject({ valido: false, protocolo: null });
  });
  it('a análise mais recente bloqueada bloqueia mesmo havendo protocolo antigo válido; a blacklist sempre bloqueia', () => {
    const antigo = prot({ protocolo: 'ANTIGO', validade: new Date(agora.getTime() + 100 * dia), data: new Date(agora.getTime() - 5 * dia) });
    const reprovado = prot({ protocolo: 'NOVO', laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'fraude' });
    expect(situacaoCadastral([antigo, reprovado], null, agora)).toMatchObject({ valido: false, bloqueado: true, motivo: 'BLOQUEADO NA ANÁLISE DE PERFIL: fraude' });
    expect(situacaoCadastral([antigo], { motivo: 'ROUBO' }, agora)).toMatchObject({ valido: false, bloqueado: true, motivo: 'CONSTA NA BLACKLIST: ROUBO' });
  });
  it('entre vários válidos escolhe o de validade mais longa', () => {
    const curto = prot({ protocolo: 'CURTO' });
    const longo = prot({ protocolo: 'LONGO', validade: new Date(agora.getTime() + 300 * dia), data: new Date(agora.getTime() - dia) });
    expect(situacaoCadastral([curto, longo], null, agora).protocolo).toBe('LONGO');
  });
});

it('protocolo do registro: CC + data de Brasília + id', () => {
  expect(protocoloRegistro(42, new Date('2026-11-23T01:00:00Z'))).toBe('CC20261122000042');
});

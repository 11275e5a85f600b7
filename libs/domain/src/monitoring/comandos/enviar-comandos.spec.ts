import type { ComandoAEnviar } from '../comandos.js';
import type { ComandoPendente, VezDaFila } from './comandos.ports.js';
import { destinoDoComando, EnviarComandosPendentes, EntregarComandoAoDispositivo } from './enviar-comandos.js';

const AGORA = new Date('2026-11-22T12:00:00Z');
const pendente = (id: number, dados: Partial<ComandoPendente> = {}): ComandoPendente => ({ id, canal: 'RASTREADOR', terminal: 'T1', telefone: null, mensagem: 'engineStop', acao: 'BLOQUEAR', tentativas: 0, ...dados });

const montar = (pendentes: ComandoPendente[], falhar: (c: ComandoAEnviar) => boolean) => {
  const enviados: ComandoAEnviar[] = [];
  const registro: unknown[] = [];
  const limites: number[] = [];
  const vez: VezDaFila = {
    pendentes,
    canal: () => ({
      enviar: async (c) => {
        if (falhar(c)) throw new Error(`canal fora: ${c.id}`);
        enviados.push(c);
      },
    }),
    enviado: async (id, tentativas) => void registro.push(['enviado', id, tentativas]),
    falhou: async (id, f) => void registro.push(['falhou', id, f]),
  };
  const caso = new EnviarComandosPendentes({ naVez: (limite, turno) => (limites.push(limite), turno(vez)) }, { now: () => AGORA });
  return { caso, enviados, registro, limites };
};

describe('EnviarComandosPendentes', () => {
  it('manda cada um pelo seu canal e registra o resultado; a falha volta para a fila com espera crescente', async () => {
    const { caso, enviados, registro, limites } = montar([pendente(1), pendente(2, { canal: 'SMS', telefone: '011987654321', acao: null, mensagem: 'oi', tentativas: 2 })], (c) => c.id === 2);
    expect(await caso.executar()).toEqual({ enviados: 1, falhas: 1 });
    expect(limites).toEqual([20]);
    expect(enviados).toEqual([{ id: 1, canal: 'RASTREADOR', destino: 'T1', mensagem: 'engineStop', acao: 'BLOQUEAR' }]);
    expect(registro).toEqual([
      ['enviado', 1, 1],
      ['falhou', 2, { estado: 'FILA', tentativas: 3, erro: 'canal fora: 2', proxima_tentativa: new Date(AGORA.getTime() + 120_000) }],
    ]);
  });

  it('guarda no máximo 500 caracteres do erro', async () => {
    const erros: string[] = [];
    const caso = new EnviarComandosPendentes({
      naVez: (_limite, turno) => turno({
        pendentes: [pendente(1)],
        canal: () => ({ enviar: () => Promise.reject(new Error('x'.repeat(600))) }),
        enviado: async () => {},
        falhou: async (_id, f) => void erros.push(f.erro),
      }),
    }, { now: () => AGORA });
    await caso.executar();
    expect(erros.map((e) => e.length)).toEqual([500]);
  });

  it('na quinta tentativa falha de vez (FALHOU)', async () => {
    const { caso, registro } = montar([pendente(1, { tentativas: 4 })], () => true);
    await caso.executar(5);
    expect(registro).toEqual([['falhou', 1, expect.objectContaining({ estado: 'FALHOU', tentativas: 5 })]]);
  });

  it('o destino: o telefone de SMS e WhatsApp, o terminal dos outros', () => {
    expect(destinoDoComando({ canal: 'WHATSAPP', telefone: '5511987654321', terminal: 'T' })).toBe('5511987654321');
    expect(destinoDoComando({ canal: 'SMS', telefone: '011987654321', terminal: 'T' })).toBe('011987654321');
    expect(destinoDoComando({ canal: 'TEXTO', telefone: null, terminal: 'T' })).toBe('T');
    expect(destinoDoComando({ canal: 'RASTREADOR', telefone: null, terminal: null })).toBe('');
  });
});

describe('EntregarComandoAoDispositivo', () => {
  it('uma leitura para o grupo; só quem tem comando à espera vai à fila, uma vez por terminal', async () => {
    const lidos: string[][] = [];
    const pedidos: string[] = [];
    const caso = new EntregarComandoAoDispositivo({
      terminaisComEspera: async (ts) => (lidos.push([...ts]), new Set(ts.filter((t) => t === 'T2'))),
      paraODispositivo: async (t) => (pedidos.push(t), 'engineStop'),
    });
    expect(await caso.executar(['T1', 'T2', 'T3', 'T2'])).toEqual([null, 'engineStop', null, null]);
    expect(lidos).toEqual([['T1', 'T2', 'T3']]);
    expect(pedidos).toEqual(['T2']);
  });

  it('sem comando à espera, ninguém vai à fila', async () => {
    const pedidos: string[] = [];
    const caso = new EntregarComandoAoDispositivo({ terminaisComEspera: async () => new Set(), paraODispositivo: async (t) => (pedidos.push(t), 'x') });
    expect(await caso.executar(['T1', 'T2'])).toEqual([null, null]);
    expect(pedidos).toEqual([]);
  });
});

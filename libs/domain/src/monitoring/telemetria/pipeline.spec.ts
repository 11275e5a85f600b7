import { LoteTelemetria, PipelineTelemetria, type EtapaTelemetria } from './pipeline.js';

const etapa = (nome: string, essencial: boolean, feito: string[], erro?: Error): EtapaTelemetria => ({
  nome,
  essencial,
  async executar() {
    if (erro) throw erro;
    feito.push(nome);
  },
});

describe('PipelineTelemetria: etapas em ordem, cada falha contada', () => {
  it('roda as etapas na ordem da lista', async () => {
    const feito: string[] = [];
    await new PipelineTelemetria([etapa('a', true, feito), etapa('b', false, feito), etapa('c', true, feito)]).executar(new LoteTelemetria([], new Date()));
    expect(feito).toEqual(['a', 'b', 'c']);
  });

  it('a falha de uma etapa não essencial é contada, avisada ao observador, e as seguintes rodam', async () => {
    const feito: string[] = [];
    const avisos: Array<[string, unknown]> = [];
    const erro = new Error('banco fora');
    const lote = await new PipelineTelemetria(
      [etapa('gravar', true, feito), etapa('mover', false, feito, erro), etapa('depois', false, feito)],
      { falhou: (nome, e) => avisos.push([nome, e]) },
    ).executar(new LoteTelemetria([], new Date()));
    expect(feito).toEqual(['gravar', 'depois']);
    expect(lote.falhas).toEqual({ mover: 1 });
    expect(avisos).toEqual([['mover', erro]]);
  });

  it('a falha de uma etapa essencial é contada e chega a quem chamou, sem rodar as seguintes', async () => {
    const feito: string[] = [];
    const avisos: string[] = [];
    const lote = new LoteTelemetria([], new Date());
    const pipeline = new PipelineTelemetria([etapa('gravar', true, feito, new Error('sem disco')), etapa('mover', false, feito)], { falhou: (nome) => avisos.push(nome) });
    await expect(pipeline.executar(lote)).rejects.toThrow('sem disco');
    expect(feito).toEqual([]);
    expect(lote.falhas).toEqual({ gravar: 1 });
    expect(avisos).toEqual(['gravar']);
  });

  it('sem observador, a falha ainda é contada no lote', async () => {
    const lote = await new PipelineTelemetria([etapa('mover', false, [], new Error('x'))]).executar(new LoteTelemetria([], new Date()));
    expect(lote.falhas).toEqual({ mover: 1 });
  });

  it('o lote começa sem destino para cada item e conta recusas só quando há', () => {
    const lote = new LoteTelemetria([{ ok: false, motivo: 'formato_invalido' }, { ok: false, motivo: 'formato_invalido' }], new Date());
    expect(lote.porPosicao).toEqual([null, null]);
    lote.contar('duplicada', 0);
    lote.contar('duplicada', 2);
    lote.contar('duplicada');
    expect(lote.recusadas).toEqual({ duplicada: 3 });
  });
});

import type { ViagemMudada } from '@gr/domain';
import { AvisosViagensPeloCanal, codificarMudancas, decodificarMudancas } from './avisos-viagens.js';
import { CanalLocal, type CanalAvisos } from './canal-avisos.js';

const mudadas: ViagemMudada[] = [
  { id: 7, cliente_id: 3, embarcador_id: null, mudouDeLista: false },
  { id: 8, cliente_id: 4, embarcador_id: 9, mudouDeLista: true },
];

describe('mudanças de viagens no canal (issue 22)', () => {
  it('vão e voltam: ids, chaves de leitura e a mudança de lista, nada da linha', () => {
    const texto = codificarMudancas(mudadas);
    expect(texto).toBe('{"v":[[7,3,null,0],[8,4,9,1]]}');
    expect(decodificarMudancas(texto)).toEqual(mudadas);
  });

  it.each(['ping', '*', '{}', '{"v":[[1,2,3]]}', '{"v":[["1",2,3,0]]}', '{"v":[[1.5,2,3,0]]}', '{"v":[[null,2,3,0]]}', 'null'])('recusa o que não é uma mudança: %s', (m) => {
    expect(decodificarMudancas(m)).toBeNull();
  });

  it('publica no canal, e nada quando não mudou nada', async () => {
    const canal = new CanalLocal();
    const ouvidas: string[] = [];
    canal.aoReceber((m) => ouvidas.push(m));
    const avisos = new AvisosViagensPeloCanal(canal);
    avisos.mudaram([]);
    avisos.mudaram(mudadas);
    await new Promise((r) => setImmediate(r));
    expect(ouvidas.map(decodificarMudancas)).toEqual([mudadas]);
  });

  it('uma falha de publicação não chega a quem gravou: vai para aoFalhar', async () => {
    const falhas: unknown[] = [];
    const quebrado: CanalAvisos = { ouvindo: false, publicar: () => Promise.reject(new Error('Redis fora')), aoReceber: () => {}, fechar: async () => {} };
    expect(() => new AvisosViagensPeloCanal(quebrado, (e) => falhas.push(e)).mudaram(mudadas)).not.toThrow();
    await new Promise((r) => setImmediate(r));
    expect(falhas).toEqual([new Error('Redis fora')]);
  });
});

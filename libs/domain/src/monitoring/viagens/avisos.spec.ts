import { escopoDoUsuario, GRUPO } from '../../identity/index.js';
import { mudancaVisivel, type ViagemMudada } from './avisos.js';
import type { LeitorViagem } from './leitura.js';

const TRANSPORTADORA = 1;
const OUTRA_TRANSPORTADORA = 2;
const EMBARCADOR = 3;

const leitor = (grupo: number, cliente_id: number | null, clientes_gerenciados: number[] = []): LeitorViagem => ({
  grupo_usuario_id: grupo,
  escopo: escopoDoUsuario({ grupo_usuario_id: grupo, cliente_id, clientes_gerenciados }),
});
const mudada = (id: number, cliente_id: number, embarcador_id: number | null = null, mudouDeLista = false): ViagemMudada => ({ id, cliente_id, embarcador_id, mudouDeLista });

describe('o que cada mesa fica sabendo de uma mudança (issue 22)', () => {
  const lote = [mudada(10, TRANSPORTADORA), mudada(20, OUTRA_TRANSPORTADORA, null, true), mudada(30, OUTRA_TRANSPORTADORA, EMBARCADOR), mudada(10, TRANSPORTADORA)];

  it('a equipe recebe todos os ids, cada um uma vez', () => {
    expect(mudancaVisivel(leitor(GRUPO.OPERADOR, null), lote)).toEqual({ ids: [10, 20, 30], mudouDeLista: true });
  });

  it('o usuário de cliente recebe só os ids das viagens do seu cliente, e nada quando não há nenhuma', () => {
    expect(mudancaVisivel(leitor(GRUPO.CLIENTE, TRANSPORTADORA), lote)).toEqual({ ids: [10], mudouDeLista: false });
    expect(mudancaVisivel(leitor(GRUPO.CLIENTE, 99), lote)).toBeNull();
  });

  it('a mudança de lista de uma viagem que o leitor não lê não lhe é contada', () => {
    expect(mudancaVisivel(leitor(GRUPO.CLIENTE, TRANSPORTADORA), [mudada(10, TRANSPORTADORA), mudada(20, OUTRA_TRANSPORTADORA, null, true)])).toEqual({ ids: [10], mudouDeLista: false });
  });

  it('o gestor do embarcador recebe as viagens que o seu gerenciado embarca com outra transportadora', () => {
    expect(mudancaVisivel(leitor(GRUPO.GESTOR_EMBARCADOR, null, [EMBARCADOR]), lote)).toEqual({ ids: [30], mudouDeLista: false });
  });
});

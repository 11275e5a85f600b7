import { escopoDoUsuario, GRUPO } from '../../identity/index.js';
import { ForbiddenError } from '../../shared/index.js';
import { alcanceLeituraViagens, exigirLeituraViagem, podeLerViagem, type LeitorViagem } from './leitura.js';

const TRANSPORTADORA = 1;
const OUTRA_TRANSPORTADORA = 2;
const EMBARCADOR = 3;
const OUTRO_EMBARCADOR = 4;

const leitor = (grupo: number, cliente_id: number | null, clientes_gerenciados: number[] = []): LeitorViagem => ({
  grupo_usuario_id: grupo,
  escopo: escopoDoUsuario({ grupo_usuario_id: grupo, cliente_id, clientes_gerenciados }),
});

/** A trip carried by `cliente_id` for the shipper `embarcador_id`. */
const viagem = (cliente_id: number, embarcador_id: number | null = null) => ({ cliente_id, embarcador_id });

describe('quem lê uma viagem (spec 02 §2, §6)', () => {
  it('a equipe lê todas', () => {
    for (const g of [GRUPO.ADMINISTRADOR, GRUPO.OPERADOR, GRUPO.MONITOR]) {
      expect(podeLerViagem(leitor(g, null), viagem(OUTRA_TRANSPORTADORA, OUTRO_EMBARCADOR))).toBe(true);
      expect(alcanceLeituraViagens(leitor(g, null))).toEqual({ tipo: 'todos' });
    }
  });

  it('o usuário de cliente (8) lê só as do seu cliente, nunca as que o seu cliente embarca com outra transportadora', () => {
    const cliente = leitor(GRUPO.CLIENTE, TRANSPORTADORA);
    expect(podeLerViagem(cliente, viagem(TRANSPORTADORA))).toBe(true);
    expect(podeLerViagem(cliente, viagem(OUTRA_TRANSPORTADORA))).toBe(false);
    // Group 8 is a carrier's user: being named as the shipper does not open another carrier's trip.
    expect(podeLerViagem(leitor(GRUPO.CLIENTE, EMBARCADOR), viagem(OUTRA_TRANSPORTADORA, EMBARCADOR))).toBe(false);
    expect(alcanceLeituraViagens(cliente)).toEqual({ tipo: 'restrito', clientes: [TRANSPORTADORA], embarcadores: [] });
  });

  it.each([GRUPO.EMBARCADOR, GRUPO.GESTOR_EMBARCADOR, GRUPO.GESTOR_CORRETORA, GRUPO.GESTOR_SEGURADORA])(
    'o gestor (grupo %s) lê as viagens cujo embarcador ele gerencia, de qualquer transportadora',
    (grupo) => {
      const gestor = grupo === GRUPO.EMBARCADOR ? leitor(grupo, EMBARCADOR) : leitor(grupo, null, [EMBARCADOR]);
      expect(podeLerViagem(gestor, viagem(OUTRA_TRANSPORTADORA, EMBARCADOR))).toBe(true);
      expect(podeLerViagem(gestor, viagem(OUTRA_TRANSPORTADORA, OUTRO_EMBARCADOR))).toBe(false);
      expect(podeLerViagem(gestor, viagem(OUTRA_TRANSPORTADORA, null))).toBe(false);
      // Its managed client's own trips, as a carrier, too.
      expect(podeLerViagem(gestor, viagem(EMBARCADOR, null))).toBe(true);
    },
  );

  it('um gestor sem clientes não lê nada', () => {
    const vazio = leitor(GRUPO.GESTOR_EMBARCADOR, null, []);
    expect(podeLerViagem(vazio, viagem(TRANSPORTADORA, EMBARCADOR))).toBe(false);
    expect(alcanceLeituraViagens(vazio)).toEqual({ tipo: 'restrito', clientes: [], embarcadores: [] });
  });

  it("fora do alcance: 403 'Não há permissão'", () => {
    const gestor = leitor(GRUPO.GESTOR_EMBARCADOR, null, [EMBARCADOR]);
    expect(() => exigirLeituraViagem(gestor, viagem(OUTRA_TRANSPORTADORA, EMBARCADOR))).not.toThrow();
    expect(() => exigirLeituraViagem(gestor, viagem(OUTRA_TRANSPORTADORA, OUTRO_EMBARCADOR))).toThrow(new ForbiddenError('Não há permissão'));
  });
});

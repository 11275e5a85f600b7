import { RotaIndisponivelError, VincularTecnologia } from './vincular-tecnologia.js';
import { OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

describe('vincular à tecnologia', () => {
  it('em viagem, rota com traçado: vinculado_tecnologia passa a true', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await expect(new VincularTecnologia(repo).executar(1, OPERADOR)).resolves.toEqual({ resultado: true });
    expect(repo.linha(1).vinculado_tecnologia).toBe(true);
  });

  it('rota sem traçado para desvio: o erro leva a rota a editar', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2, rota_id: 31 }));
    const e = await new VincularTecnologia(repo).executar(1, OPERADOR).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RotaIndisponivelError);
    expect(e).toMatchObject({ rota_id: 31 });
    expect(repo.linha(1).vinculado_tecnologia).toBe(false);
  });
});

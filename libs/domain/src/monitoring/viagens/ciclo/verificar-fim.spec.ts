import { DISTANCIA_MAXIMA_FIM_KM, SEM_PENDENCIAS_FIM, verificarFim, VerificarFimViagem } from './verificar-fim.js';
import { OPERADOR, umaViagem, ViagensEmMemoria } from './testes/viagens-em-memoria.js';

const SP = { latitude: -23.55, longitude: -46.63 };
const RJ = { latitude: -22.9, longitude: -43.2 };
const agora = new Date('2026-11-26T12:00:00Z');

describe('verificar fim', () => {
  it('perto do destino, tipo sem prazo: nada a confirmar', () => {
    const r = verificarFim({ tipo_viagem_id: 1, previsao_fim: new Date('2026-11-27T00:00:00Z') }, SP, { latitude: -23.56, longitude: -46.64 }, agora);
    expect(r).toMatchObject({ informativo: SEM_PENDENCIAS_FIM, tipo_viagem_id: 1, dentro_do_prazo: true, aviso_distancia: null, aviso_prazo: null });
    expect(r.distancia).toBeLessThan(2);
  });

  it(`acima de ${DISTANCIA_MAXIMA_FIM_KM} km avisa a distância; tipos 2 e 6 avisam o prazo`, () => {
    const r = verificarFim({ tipo_viagem_id: 2, previsao_fim: new Date('2026-11-26T11:00:00Z') }, SP, RJ, agora);
    expect(r.distancia).toBeGreaterThan(350);
    expect(r.dentro_do_prazo).toBe(false);
    expect(r.aviso_distancia).toMatch(/km do ponto final da rota \(mais de 15 km\)/);
    expect(r.aviso_prazo).toMatch(/^Viagem fora do prazo/);
    expect(r.informativo).toBe(`${r.aviso_distancia}\n${r.aviso_prazo}`);
    expect(verificarFim({ tipo_viagem_id: 6, previsao_fim: new Date('2026-11-26T12:00:00Z') }, SP, SP, agora).aviso_prazo).toMatch(/^Viagem dentro do prazo/);
  });

  it('sem posição: distância nula e o aviso', () => {
    expect(verificarFim({ tipo_viagem_id: 1, previsao_fim: null }, null, RJ, agora)).toMatchObject({ distancia: null, dentro_do_prazo: false, aviso_distancia: expect.stringMatching(/^Sem posição/) });
  });

  it('lê a última posição e o destino da rota, no alcance do usuário', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await expect(new VerificarFimViagem(repo).executar(1, OPERADOR.usuario, agora)).resolves.toMatchObject({ tipo_viagem_id: 1, aviso_distancia: null });
    await expect(new VerificarFimViagem(repo).executar(1, { ...OPERADOR.usuario, escopo: { tipo: 'clientes', ids: [99] } }, agora)).rejects.toMatchObject({ kind: 'proibido' });
  });
});

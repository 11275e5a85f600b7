import { parseGridQuery } from '../../shared/index.js';
import { avisoRevisaoPerfil, avisoVencimentoPgr, mediaSaudeIntegracoes } from './avisos-mesa.js';
import { GRID_NOTIFICACOES, periodoPadraoNotificacoes, ultimoDiaDoMes, validarPeriodoNotificacoes } from './notificacoes.js';

describe('notificações (spec 02 §2, §9)', () => {
  const agora = new Date('2026-02-10T15:00:00Z');

  it('período padrão do primeiro ao último dia do mês; o fim não passa do último dia', () => {
    expect(ultimoDiaDoMes(agora)).toBe('2026-02-28');
    expect(ultimoDiaDoMes(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30'); // still November in Brasília
    expect(periodoPadraoNotificacoes(agora)).toBe('01/02/2026 - 28/02/2026');
    const q = (p: string) => parseGridQuery({ data_cadastro: p }, GRID_NOTIFICACOES);
    expect(() => validarPeriodoNotificacoes(q('01/01/2026 - 28/02/2026'), agora)).not.toThrow();
    expect(() => validarPeriodoNotificacoes(q('01/02/2026 - 01/03/2026'), agora)).toThrow(expect.objectContaining({ errors: { data_cadastro: ['a data final não pode passar do último dia do mês (28/02/2026)'] } }));
  });

  it('18 linhas, id decrescente', () => {
    expect(parseGridQuery({}, GRID_NOTIFICACOES)).toMatchObject({ rows: 18, ordem: { campo: 'id', direcao: 'desc' } });
  });

  it('PGR do cliente: aviso quando vence em até 15 dias ou já venceu', () => {
    expect(avisoVencimentoPgr({ descricao: 'PGR A', validade: '2026-02-26' }, agora)).toBeNull();
    expect(avisoVencimentoPgr({ descricao: 'PGR A', validade: '2026-02-25' }, agora)).toBe('O PGR A vence em 15 dias (25/02/2026)');
    expect(avisoVencimentoPgr({ descricao: 'PGR A', validade: '2026-02-11' }, agora)).toBe('O PGR A vence em 1 dia (11/02/2026)');
    expect(avisoVencimentoPgr({ descricao: 'PGR A', validade: '2026-02-10' }, agora)).toBe('O PGR A vence hoje (10/02/2026)');
    expect(avisoVencimentoPgr({ descricao: 'ALTO VALOR', validade: '2026-02-11' }, agora)).toBe('O PGR ALTO VALOR vence em 1 dia (11/02/2026)');
    expect(avisoVencimentoPgr({ descricao: 'PGR A', validade: '2026-02-01' }, agora)).toBe('PGR vencido: 01/02/2026 (PGR A)');
  });

  it('revisão de perfil e saúde das integrações', () => {
    expect(avisoRevisaoPerfil(0)).toBeNull();
    expect(avisoRevisaoPerfil(1)).toBe('1 análise de perfil aguardando revisão');
    expect(avisoRevisaoPerfil(3)).toBe('3 análises de perfil aguardando revisão');
    expect(mediaSaudeIntegracoes([null, undefined])).toBeNull();
    expect(mediaSaudeIntegracoes([-1, -1, null])).toBe(-1);
    expect(mediaSaudeIntegracoes([50, -1])).toBe(24.5);
  });
});

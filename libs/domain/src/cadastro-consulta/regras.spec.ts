import { ValidationError } from '../shared/index.js';
import {
  exigirLimitesPesquisaConjunta, intervaloDoRelatorio, laudoExportado, MENSAGENS_CADASTRO, politica, statusDeSucesso, validadePesquisa, validadeRelatorio,
  vencimentoExportado, type FiltroRelatorio,
} from './regras.js';

const agora = new Date('2026-11-22T15:00:00Z');
const dias = (d: Date) => Math.round((d.getTime() - agora.getTime()) / 86_400_000);

describe('validade das pesquisas e dos relatórios', () => {
  it('por política: 90 / 365 / 180 / 90 / 180 / 365 dias; 4 conta como 5; a configuração do cliente vale por cima', () => {
    expect([1, 2, 3, 5, 6, 7].map((p) => dias(validadePesquisa(politica(p)!, agora)))).toEqual([90, 365, 180, 90, 180, 365]);
    expect(politica(4)).toBe(5);
    expect(politica('8')).toBeNull();
    expect(dias(validadePesquisa(1, agora, 180))).toBe(180);
    expect(dias(validadePesquisa(1, agora, 45))).toBe(90); // not one of 90/180/365: the policy's default
  });

  it('relatório: autônomo 48 h, agregado os meses do item, frota 1 ano, veículo e individual 3 meses', () => {
    expect(validadeRelatorio('AUTONOMO', agora).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(validadeRelatorio('AGREGADO', agora, 4).toISOString()).toBe('2027-03-22T15:00:00.000Z');
    expect(validadeRelatorio('FROTA', agora).toISOString()).toBe('2027-11-22T15:00:00.000Z');
    expect(validadeRelatorio('VEICULO', agora).toISOString()).toBe('2027-02-22T15:00:00.000Z');
    expect(validadeRelatorio('INDIVIDUAL', agora).toISOString()).toBe('2027-02-22T15:00:00.000Z');
    expect(validadeRelatorio('EMPRESA', agora).toISOString()).toBe('2027-11-22T15:00:00.000Z');
  });
});

describe('laudo nas exportações', () => {
  it('REQUER ATENÇÃO sai como DESACORDO; vencimento mascarado fora de ACORDO e RETIFICADO', () => {
    expect(laudoExportado('REQUER ATENÇÃO')).toBe('DESACORDO');
    expect(laudoExportado('ACORDO')).toBe('ACORDO');
    expect(vencimentoExportado('20/02/2027', 'RETIFICADO')).toBe('20/02/2027');
    expect(vencimentoExportado('20/02/2027', 'REQUER ATENÇÃO')).toBe('**/**/****');
    expect([statusDeSucesso('ACORDO'), statusDeSucesso('RENOVAÇÃO'), statusDeSucesso('REQUER ATENÇÃO')]).toEqual([true, true, false]);
  });
});

describe('pesquisa conjunta e filtro de relatório', () => {
  it('um sexto veículo ou proprietário é recusado; o proprietário do veículo principal conta entre os 5', () => {
    expect(() => exigirLimitesPesquisaConjunta(5, 4)).not.toThrow();
    expect(() => exigirLimitesPesquisaConjunta(6, 1)).toThrow(ValidationError);
    expect(() => exigirLimitesPesquisaConjunta(1, 5)).toThrow(MENSAGENS_CADASTRO.muitosProprietarios);
    expect(MENSAGENS_CADASTRO.muitosProprietarios).toBe('No máximo 5 proprietários por pesquisa conjunta, o do veículo principal incluído');
  });

  const filtro = (f: Partial<FiltroRelatorio>): FiltroRelatorio => ({
    cliente_id: 1, is_todos_clientes: false, parametro: 'FROTA', is_todos_parametros: false, periodo: 'MES_ATUAL', data_inicio: null, data_fim: null, formato: 'xlsx', ...f,
  });

  it('sem formato ou com intervalo faltando: recusado com a mensagem de cada campo', () => {
    try {
      intervaloDoRelatorio(filtro({ formato: null, periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '01/11/2026', cliente_id: null, parametro: null }), agora);
      throw new Error('deveria recusar');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({
        cliente_id: ['Cliente não selecionado'], parametro: ['Parâmetro não selecionado'], formato: [MENSAGENS_CADASTRO.relatorioFormato], data_inicio: [MENSAGENS_CADASTRO.relatorioIntervalo],
      });
    }
  });

  it('cada período vira um intervalo de dias de Brasília', () => {
    const i = (periodo: string, extra: Partial<FiltroRelatorio> = {}) => {
      const r = intervaloDoRelatorio(filtro({ periodo, ...extra }), agora);
      return [r.de.toISOString().slice(0, 10), r.ate.toISOString().slice(0, 10)];
    };
    expect(i('MES_ATUAL')).toEqual(['2026-11-01', '2026-11-23']);
    expect(i('ULTIMO_DEZ_DIAS')).toEqual(['2026-11-12', '2026-11-23']);
    expect(i('ANO_ANTERIOR')).toEqual(['2025-01-01', '2026-01-01']);
    expect(i('SELECIONAR_INTERVALO_DATA', { data_inicio: '05/10/2026', data_fim: '07/10/2026' })).toEqual(['2026-10-05', '2026-10-08']);
    expect(i('INFORMAR_DATA_VALIDADE', { data_inicio: '31/12/2026' })).toEqual(['2026-12-31', '2027-01-01']);
    // 01:00 UTC on the 23rd is still the 22nd in Brasília.
    expect(intervaloDoRelatorio(filtro({ periodo: 'ULTIMO_DEZ_DIAS' }), new Date('2026-11-23T01:00:00Z')).ate.toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });
});

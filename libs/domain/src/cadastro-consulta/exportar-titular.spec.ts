import { completarCnpj, completarCpf, ForbiddenError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { MENSAGENS_LGPD, TRATAMENTO_EXPORTACAO } from './apoio.js';
import { consultaDoTitular, ExportarTitular } from './exportar-titular.js';
import type { ConsultaGuardada, DadosDoTitular, TitularRepository, TratamentoLgpd } from './ports.js';

const EQUIPE = { id: 7, username: 'ANA', escopo: { tipo: 'todos' } as EscopoTenant };
const cpf = completarCpf('123456789');
const AGORA = new Date('2026-11-25T15:00:00.000Z');

const consulta: ConsultaGuardada = {
  registro_id: 5, protocolo: 'GR-1', cliente: 'ALFA', criterio: 'INDIVIDUAL', tipo_registro: 'MOTORISTA', nome: 'ANA', placa: null, laudo: 'ACORDO',
  data_vencimento: '2027-02-24T02:59:59.000Z', bloqueado: false, finalidade: 'Análise', base_legal: 'LEGÍTIMO INTERESSE', data_cadastro: '2026-11-25T15:00:00.000Z', dados: null,
};

class TitularMemoria implements TitularRepository {
  tratamentos: TratamentoLgpd[] = [];
  pedidos: Array<{ documento: string; tipo: string }> = [];
  async emTransacao<T>(fn: () => Promise<T>) {
    return fn();
  }
  async registrarTratamentos(t: readonly TratamentoLgpd[]) {
    this.tratamentos.push(...t);
  }
  async dadosDoTitular(titular: { documento: string; tipo: 'CPF' | 'CNPJ' }): Promise<DadosDoTitular> {
    this.pedidos.push(titular);
    return {
      funcionario: { id: 1 }, vinculos: [], perfis: [], empresa: null, consultas: [consulta], blacklist: [],
      // The history read in the same transaction lists the export itself.
      tratamentos: this.tratamentos.map((t) => ({ ...t })),
    };
  }
}

describe('ExportarTitular', () => {
  it('registra a exportação (obrigação legal) antes de ler, e o arquivo a lista; gerado_em vem do relógio', async () => {
    const repo = new TitularMemoria();
    const arquivo = await new ExportarTitular(repo, { now: () => AGORA }).executar(EQUIPE, cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'));
    expect(repo.pedidos).toEqual([{ documento: cpf, tipo: 'CPF' }]);
    expect(arquivo).toMatchObject({ titular: { documento: cpf, tipo: 'CPF' }, gerado_em: '2026-11-25T15:00:00.000Z', gerado_por: 'ANA', funcionario: { id: 1 } });
    expect(arquivo.tratamentos).toEqual([{ documento: cpf, operacao: 'EXPORTACAO', ...TRATAMENTO_EXPORTACAO, usuario: { id: 7, username: 'ANA' } }]);
    expect(Object.keys(arquivo)).toEqual(['titular', 'gerado_em', 'gerado_por', 'funcionario', 'vinculos', 'perfis', 'empresa', 'consultas', 'blacklist', 'tratamentos']);
  });

  it('documento inválido é 400 e usuário de cliente 403, sem registro', async () => {
    const repo = new TitularMemoria();
    const caso = new ExportarTitular(repo, { now: () => AGORA });
    await expect(caso.executar(EQUIPE, '123')).rejects.toThrow(ValidationError);
    await expect(caso.executar({ ...EQUIPE, escopo: { tipo: 'clientes', ids: [1] } }, cpf)).rejects.toThrow(new ForbiddenError(MENSAGENS_LGPD.somenteEquipe));
    expect(repo.tratamentos).toEqual([]);
    expect((await caso.executar(EQUIPE, completarCnpj('112223330001'))).titular.tipo).toBe('CNPJ');
  });
});

describe('consultaDoTitular', () => {
  it('o vencimento é o dia de Brasília do instante (23:59:59 de Brasília já é o dia seguinte em UTC)', () => {
    expect(consultaDoTitular(consulta)).toMatchObject({ laudo: 'ACORDO', validade: '23/02/2027', dados: {}, bloqueado: false });
    expect(consultaDoTitular({ ...consulta, data_vencimento: '2027-02-24T03:00:00.000Z' }).validade).toBe('24/02/2027');
  });
  it('fora de ACORDO/RETIFICADO o vencimento vai mascarado e o laudo com o nome exportado', () => {
    expect(consultaDoTitular({ ...consulta, laudo: 'REQUER ATENÇÃO', bloqueado: true })).toMatchObject({ laudo: 'DESACORDO', validade: '**/**/****', bloqueado: true });
    expect(consultaDoTitular({ ...consulta, laudo: 'RETIFICADO', data_vencimento: null }).validade).toBe('');
  });
});

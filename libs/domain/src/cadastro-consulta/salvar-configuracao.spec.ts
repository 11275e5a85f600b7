import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { MENSAGENS_CONFIGURACAO, type EntradaConfiguracao } from './apoio.js';
import type { ConfiguracaoCadastroRepository } from './ports.js';
import type { Criterio } from './regras.js';
import { RemoverConfiguracao, SalvarConfiguracao } from './salvar-configuracao.js';

const EQUIPE = { escopo: { tipo: 'todos' } as EscopoTenant };
const CLIENTE = { escopo: { tipo: 'clientes', ids: [3] } as EscopoTenant };

/** The configurations and the clients' names in memory; the client's lock is recorded. */
class ConfiguracoesMemoria implements ConfiguracaoCadastroRepository {
  linhas: Array<EntradaConfiguracao & { id: number }> = [];
  clientes = new Map<number, string | null>([[3, 'TRANSPORTES ALFA'], [4, null]]);
  travas: number[] = [];
  private seq = 0;

  async emTransacao<T>(fn: () => Promise<T>) {
    return fn();
  }
  async travarCliente(clienteId: number) {
    this.travas.push(clienteId);
  }
  async clienteDaConfiguracao(id: number) {
    return this.linhas.find((l) => l.id === id)?.cliente_id ?? null;
  }
  async nomeDoCliente(clienteId: number) {
    return this.clientes.has(clienteId) ? this.clientes.get(clienteId)! : undefined;
  }
  async outraComCriterio(clienteId: number, criterio: Criterio, excetoId: number | null) {
    return this.linhas.some((l) => l.cliente_id === clienteId && l.criterio === criterio && l.id !== excetoId);
  }
  async inserir(c: EntradaConfiguracao) {
    this.linhas.push({ ...c, id: ++this.seq });
    return this.seq;
  }
  async atualizar(id: number, clienteId: number, c: Pick<EntradaConfiguracao, 'criterio' | 'validade_em_dias'>) {
    const l = this.linhas.find((x) => x.id === id && x.cliente_id === clienteId);
    if (l) Object.assign(l, c);
    return !!l;
  }
  async remover(id: number) {
    const antes = this.linhas.length;
    this.linhas = this.linhas.filter((l) => l.id !== id);
    return this.linhas.length < antes;
  }
}

describe('SalvarConfiguracao', () => {
  it('cria sob a trava do cliente; o mesmo critério de novo é 422 com o nome do cliente no campo criterio', async () => {
    const repo = new ConfiguracoesMemoria();
    const caso = new SalvarConfiguracao(repo);
    expect(await caso.criar(EQUIPE, { cliente_id: 3, criterio: 'frota', validade_em_dias: '180' })).toEqual({ message: MENSAGENS_CONFIGURACAO.salvas, id: 1 });
    expect(repo.linhas).toEqual([{ id: 1, cliente_id: 3, criterio: 'FROTA', validade_em_dias: 180 }]);
    expect(repo.travas).toEqual([3]);
    const erro = await caso.criar(EQUIPE, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 90 }).catch((e: unknown) => e);
    expect(erro).toEqual(new BusinessRuleError('TRANSPORTES ALFA já tem uma configuração para o critério FROTA'));
    expect((erro as BusinessRuleError).dados).toEqual({ campo: 'criterio' });
  });

  it('cliente sem nome é "O cliente" na mensagem; cliente inexistente é 400 em cliente_id', async () => {
    const repo = new ConfiguracoesMemoria();
    const caso = new SalvarConfiguracao(repo);
    await caso.criar(EQUIPE, { cliente_id: 4, criterio: 'VEICULO', validade_em_dias: 365 });
    await expect(caso.criar(EQUIPE, { cliente_id: 4, criterio: 'VEICULO', validade_em_dias: 90 })).rejects.toThrow('O cliente já tem uma configuração para o critério VEICULO');
    const erro = (await caso.criar(EQUIPE, { cliente_id: 99, criterio: 'FROTA', validade_em_dias: 90 }).catch((e: unknown) => e)) as ValidationError;
    expect(erro.errors).toEqual({ cliente_id: ['Cliente não encontrado'] });
    expect(repo.linhas).toHaveLength(1);
  });

  it('alterar muda critério e validade; o próprio critério não conta como duplicado; outro que já existe conta', async () => {
    const repo = new ConfiguracoesMemoria();
    const caso = new SalvarConfiguracao(repo);
    await caso.criar(EQUIPE, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 90 });
    await caso.criar(EQUIPE, { cliente_id: 3, criterio: 'AGREGADO', validade_em_dias: 90 });
    expect(await caso.alterar(EQUIPE, 1, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 365 })).toEqual({ message: MENSAGENS_CONFIGURACAO.salvas, id: 1 });
    expect(repo.linhas[0]).toMatchObject({ criterio: 'FROTA', validade_em_dias: 365 });
    await expect(caso.alterar(EQUIPE, 1, { cliente_id: 3, criterio: 'AGREGADO', validade_em_dias: 90 })).rejects.toThrow(BusinessRuleError);
  });

  it('alterar não troca o cliente (400), e uma configuração inexistente é 404', async () => {
    const repo = new ConfiguracoesMemoria();
    const caso = new SalvarConfiguracao(repo);
    await caso.criar(EQUIPE, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 90 });
    const erro = (await caso.alterar(EQUIPE, 1, { cliente_id: 4, criterio: 'FROTA', validade_em_dias: 90 }).catch((e: unknown) => e)) as ValidationError;
    expect(erro.errors).toEqual({ cliente_id: [MENSAGENS_CONFIGURACAO.clienteFixo] });
    await expect(caso.alterar(EQUIPE, 9, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 90 })).rejects.toThrow(new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada));
  });

  it('a linha sumida entre a leitura e a gravação é 404', async () => {
    const repo = new ConfiguracoesMemoria();
    await new SalvarConfiguracao(repo).criar(EQUIPE, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 90 });
    repo.atualizar = async () => false;
    await expect(new SalvarConfiguracao(repo).alterar(EQUIPE, 1, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 180 })).rejects.toThrow(NotFoundError);
  });

  it('só a equipe cria, altera e remove (403 para usuário de cliente, nada escrito)', async () => {
    const repo = new ConfiguracoesMemoria();
    const corpo = { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 90 };
    const proibido = new ForbiddenError(MENSAGENS_CONFIGURACAO.somenteEquipe);
    await expect(new SalvarConfiguracao(repo).criar(CLIENTE, corpo)).rejects.toThrow(proibido);
    await expect(new SalvarConfiguracao(repo).alterar(CLIENTE, 1, corpo)).rejects.toThrow(proibido);
    await expect(new RemoverConfiguracao(repo).executar(CLIENTE, 1)).rejects.toThrow(proibido);
    expect([repo.linhas, repo.travas]).toEqual([[], []]);
  });
});

describe('RemoverConfiguracao', () => {
  it('remove; a inexistente é 404', async () => {
    const repo = new ConfiguracoesMemoria();
    await new SalvarConfiguracao(repo).criar(EQUIPE, { cliente_id: 3, criterio: 'FROTA', validade_em_dias: 90 });
    expect(await new RemoverConfiguracao(repo).executar(EQUIPE, 1)).toEqual({ message: MENSAGENS_CONFIGURACAO.removida });
    await expect(new RemoverConfiguracao(repo).executar(EQUIPE, 1)).rejects.toThrow(MENSAGENS_CONFIGURACAO.naoEncontrada);
  });
});

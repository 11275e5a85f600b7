import { BusinessRuleError, completarCpf, ForbiddenError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { MENSAGENS_BLACKLIST, TRATAMENTO_BLACKLIST } from './apoio.js';
import type { EntradaBlacklist } from './entradas.js';
import { IncluirNaBlacklist, RemoverDaBlacklist } from './blacklist.casos.js';
import type { BlacklistRepository, TratamentoLgpd } from './ports.js';

const EQUIPE = { id: 7, username: 'ANA', escopo: { tipo: 'todos' } as EscopoTenant };
const CLIENTE = { ...EQUIPE, escopo: { tipo: 'clientes', ids: [3] } as EscopoTenant };
const cpf = completarCpf('123456789');

/** The blacklist in memory; a failed transaction leaves nothing behind, like the table. */
class BlacklistMemoria implements BlacklistRepository {
  entradas: Array<EntradaBlacklist & { id: number; usuario: string }> = [];
  tratamentos: TratamentoLgpd[] = [];
  travas: string[] = [];
  private seq = 0;

  async emTransacao<T>(fn: () => Promise<T>): Promise<T> {
    const antes = { entradas: [...this.entradas], tratamentos: [...this.tratamentos] };
    try {
      return await fn();
    } catch (e) {
      Object.assign(this, antes);
      throw e;
    }
  }
  async registrarTratamentos(t: readonly TratamentoLgpd[]) {
    this.tratamentos.push(...t);
  }
  async travarDocumento(documento: string) {
    this.travas.push(documento);
  }
  async existeEntrada(e: Pick<EntradaBlacklist, 'tipo_registro' | 'documento' | 'placa'>) {
    return this.entradas.some((x) => x.tipo_registro === e.tipo_registro && x.documento === e.documento && (x.placa ?? '') === (e.placa ?? ''));
  }
  async placaCadastrada(placa: string) {
    return this.entradas.some((x) => x.placa === placa);
  }
  async inserir(e: EntradaBlacklist, autor: { id: number; username: string }) {
    this.entradas.push({ ...e, id: ++this.seq, usuario: autor.username });
    return this.seq;
  }
  async remover(id: number) {
    const achada = this.entradas.find((x) => x.id === id);
    this.entradas = this.entradas.filter((x) => x.id !== id);
    return achada ? { documento: achada.documento } : null;
  }
}

const pessoa = { tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: cpf, nome: 'João', motivo: 'Fraude' };
const veiculo = { ...pessoa, tipo_registro: 'VEÍCULO', placa: 'ABC1D23' };

describe('IncluirNaBlacklist', () => {
  it('grava a entrada lida (nome em maiúsculas) com o autor, sob a trava do documento, e o registro LGPD da inclusão', async () => {
    const repo = new BlacklistMemoria();
    expect(await new IncluirNaBlacklist(repo).executar(EQUIPE, pessoa)).toEqual({ message: MENSAGENS_BLACKLIST.incluida, id: 1 });
    expect(repo.travas).toEqual([cpf]);
    expect(repo.entradas).toEqual([{ id: 1, tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: cpf, nome: 'JOÃO', placa: null, motivo: 'Fraude', usuario: 'ANA' }]);
    expect(repo.tratamentos).toEqual([{ documento: cpf, operacao: 'BLACKLIST_INCLUSAO', ...TRATAMENTO_BLACKLIST, usuario: { id: 7, username: 'ANA' } }]);
  });

  it('a mesma entrada duas vezes é 422 e não deixa registro LGPD', async () => {
    const repo = new BlacklistMemoria();
    const caso = new IncluirNaBlacklist(repo);
    await caso.executar(EQUIPE, pessoa);
    await expect(caso.executar(EQUIPE, pessoa)).rejects.toThrow(new BusinessRuleError(MENSAGENS_BLACKLIST.duplicada));
    expect(repo.entradas).toHaveLength(1);
    expect(repo.tratamentos).toHaveLength(1);
  });

  it('o mesmo documento com outra placa entra; a mesma placa em outra entrada não', async () => {
    const repo = new BlacklistMemoria();
    const caso = new IncluirNaBlacklist(repo);
    await caso.executar(EQUIPE, veiculo);
    await caso.executar(EQUIPE, { ...veiculo, placa: 'XYZ9A88' });
    await caso.executar(EQUIPE, pessoa);
    await expect(caso.executar(EQUIPE, { ...veiculo, documento: completarCpf('987654321') })).rejects.toThrow('Placa ABC1D23 já consta na blacklist');
    expect(repo.entradas.map((e) => e.placa)).toEqual(['ABC1D23', 'XYZ9A88', null]);
  });

  it('usuário de cliente é recusado (403) antes de ler o corpo; corpo inválido é 400 sem escrita', async () => {
    const repo = new BlacklistMemoria();
    await expect(new IncluirNaBlacklist(repo).executar(CLIENTE, {})).rejects.toThrow(new ForbiddenError(MENSAGENS_BLACKLIST.somenteEquipe));
    await expect(new IncluirNaBlacklist(repo).executar(EQUIPE, { ...pessoa, documento: '123' })).rejects.toThrow(ValidationError);
    expect([repo.entradas, repo.travas, repo.tratamentos]).toEqual([[], [], []]);
  });
});

describe('RemoverDaBlacklist', () => {
  it('remove e registra no histórico o documento da entrada removida', async () => {
    const repo = new BlacklistMemoria();
    await new IncluirNaBlacklist(repo).executar(EQUIPE, pessoa);
    expect(await new RemoverDaBlacklist(repo).executar(EQUIPE, 1)).toEqual({ message: MENSAGENS_BLACKLIST.removida });
    expect(repo.entradas).toEqual([]);
    expect(repo.tratamentos.map((t) => [t.operacao, t.documento, t.usuario.username])).toEqual([['BLACKLIST_INCLUSAO', cpf, 'ANA'], ['BLACKLIST_REMOCAO', cpf, 'ANA']]);
  });

  it('entrada inexistente é 404 sem registro; usuário de cliente é 403', async () => {
    const repo = new BlacklistMemoria();
    await expect(new RemoverDaBlacklist(repo).executar(EQUIPE, 9)).rejects.toThrow(MENSAGENS_BLACKLIST.naoEncontrada);
    await expect(new RemoverDaBlacklist(repo).executar(CLIENTE, 9)).rejects.toThrow(ForbiddenError);
    expect(repo.tratamentos).toEqual([]);
  });
});

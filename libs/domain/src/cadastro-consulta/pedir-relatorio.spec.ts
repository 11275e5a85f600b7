import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { consultaDoRelatorio, ExportacoesRelatorio, LIMITE_LINHAS, mensagemLimiteRelatorio, MIME_RELATORIO } from './pedir-relatorio.js';
import type { ConsultaRelatorio, Exportacao, FilaRelatorios, FonteRelatorio } from './ports.js';

const AGORA = new Date('2026-11-25T15:00:00.000Z');
const relogio = { now: () => AGORA };
const STAFF: EscopoTenant = { tipo: 'todos' };
const filtro = { is_todos_parametros: true, periodo: 'MES_ATUAL' };

describe('consultaDoRelatorio', () => {
  it('usuário de um cliente só, sem cliente: o seu; com um cliente de fora: 403', () => {
    const um: EscopoTenant = { tipo: 'clientes', ids: [4] };
    expect(consultaDoRelatorio(filtro, um, AGORA, false)).toMatchObject({ filtro: { cliente_id: 4 }, clientes: [4] });
    expect(consultaDoRelatorio({ ...filtro, cliente_id: '' }, um, AGORA, false).clientes).toEqual([4]);
    expect(() => consultaDoRelatorio({ ...filtro, cliente_id: 5 }, um, AGORA, false)).toThrow(ForbiddenError);
  });
  it('usuário de vários clientes precisa escolher; "todos os clientes" é a lista dele, e todos (null) para a equipe', () => {
    const dois: EscopoTenant = { tipo: 'clientes', ids: [4, 6] };
    expect(() => consultaDoRelatorio(filtro, dois, AGORA, false)).toThrow(ValidationError);
    expect(consultaDoRelatorio({ ...filtro, is_todos_clientes: true }, dois, AGORA, false).clientes).toEqual([4, 6]);
    expect(consultaDoRelatorio({ ...filtro, is_todos_clientes: true }, STAFF, AGORA, false).clientes).toBeNull();
    expect(() => consultaDoRelatorio(filtro, STAFF, AGORA, false)).toThrow(ValidationError);
  });
  it('o período é contado a partir do relógio; o formato só é exigido para exportar', () => {
    const c = consultaDoRelatorio({ ...filtro, cliente_id: 2 }, STAFF, AGORA, false);
    expect([c.filtro.de, c.filtro.ate]).toEqual(['2026-11-01T03:00:00.000Z', '2026-11-26T03:00:00.000Z']);
    expect(() => consultaDoRelatorio({ ...filtro, cliente_id: 2 }, STAFF, AGORA, true)).toThrow(ValidationError);
  });
});

describe('mensagemLimiteRelatorio', () => {
  it('diz o tamanho e o limite do formato, em pt-BR, com a saída de cada um', () => {
    expect(mensagemLimiteRelatorio('pdf', 5001)).toBe('O relatório tem 5.001 linhas; o PDF aceita até 5.000. Use o Excel ou um período menor.');
    expect(mensagemLimiteRelatorio('xlsx', 100_001)).toBe('O relatório tem 100.001 linhas; o Excel aceita até 100.000. Escolha um período menor.');
  });
});

class FilaMemoria implements Pick<FilaRelatorios, 'enfileirar' | 'exportacao' | 'conteudo'> {
  jobs: Array<Exportacao & { usuario_id: number; filtro: unknown }> = [];
  async enfileirar(p: { usuario_id: number; filtro: unknown; formato: 'xlsx' | 'pdf'; total: number }) {
    this.jobs.push({ id: this.jobs.length + 1, usuario_id: p.usuario_id, filtro: p.filtro, formato: p.formato, status: 'PENDENTE', progresso: 0, total: p.total, nome_arquivo: null, erro: null });
    return this.jobs.length;
  }
  async exportacao(id: number) {
    const j = this.jobs.find((x) => x.id === id);
    if (!j) return null;
    const { filtro: _f, ...e } = j;
    return e;
  }
  async conteudo() {
    return new Uint8Array([1, 2, 3]);
  }
}

const fonte = (linhas: number): FonteRelatorio => ({ contar: async () => linhas, pagina: async () => ({ linhas: [], cursor: null }), nomesClientes: async () => null });
const ANA = { id: 7, username: 'ANA', grupo_usuario_id: 10, escopo: STAFF };
const pedido = { ...filtro, cliente_id: 2, formato: 'pdf' };

describe('ExportacoesRelatorio', () => {
  it('pedir conta antes de enfileirar: o PDF acima do limite é 422 já no pedido, sem job', async () => {
    const fila = new FilaMemoria();
    const caso = new ExportacoesRelatorio(fila as unknown as FilaRelatorios, fonte(LIMITE_LINHAS.pdf + 1), relogio);
    await expect(caso.pedir(pedido, ANA)).rejects.toThrow(new BusinessRuleError(mensagemLimiteRelatorio('pdf', LIMITE_LINHAS.pdf + 1)));
    expect(fila.jobs).toEqual([]);
    // The same rows fit the spreadsheet.
    expect(await caso.pedir({ ...pedido, formato: 'xlsx' }, ANA)).toEqual({ id: 1, status: 'PENDENTE' });
  });

  it('o job guarda o filtro lido, os clientes alcançados e quem pediu', async () => {
    const fila = new FilaMemoria();
    await new ExportacoesRelatorio(fila as unknown as FilaRelatorios, fonte(LIMITE_LINHAS.pdf), relogio).pedir(pedido, ANA);
    const guardado = fila.jobs[0]!.filtro as ConsultaRelatorio & { usuario: string };
    expect(guardado).toMatchObject({ clientes: [2], usuario: 'ANA', filtro: { cliente_id: 2, formato: 'pdf', periodo: 'MES_ATUAL' } });
    expect(fila.jobs[0]).toMatchObject({ usuario_id: 7, formato: 'pdf', total: LIMITE_LINHAS.pdf });
  });

  it('o job é de quem pediu: outro usuário recebe 404, o administrador (grupo 3) lê', async () => {
    const fila = new FilaMemoria();
    const caso = new ExportacoesRelatorio(fila as unknown as FilaRelatorios, fonte(1), relogio);
    await caso.pedir(pedido, ANA);
    expect(await caso.exportacao(1, ANA)).toEqual({ id: 1, status: 'PENDENTE', formato: 'pdf', progresso: 0, total: 1, nome_arquivo: null, erro: null });
    await expect(caso.exportacao(1, { ...ANA, id: 8 })).rejects.toThrow(new NotFoundError('Relatório não encontrado'));
    expect((await caso.exportacao(1, { ...ANA, id: 8, grupo_usuario_id: 3 })).id).toBe(1);
    await expect(caso.exportacao(2, ANA)).rejects.toThrow(NotFoundError);
  });

  it('o arquivo só quando PRONTO (409 enquanto gera ou depois de falhar, com o erro)', async () => {
    const fila = new FilaMemoria();
    const caso = new ExportacoesRelatorio(fila as unknown as FilaRelatorios, fonte(1), relogio);
    await caso.pedir(pedido, ANA);
    await expect(caso.arquivo(1, ANA)).rejects.toThrow(new ConflictError('O relatório ainda está sendo gerado'));
    Object.assign(fila.jobs[0]!, { status: 'ERRO', erro: 'sem memória' });
    await expect(caso.arquivo(1, ANA)).rejects.toThrow('O relatório não foi gerado: sem memória');
    Object.assign(fila.jobs[0]!, { erro: null });
    await expect(caso.arquivo(1, ANA)).rejects.toThrow('O relatório não foi gerado: erro desconhecido');
    Object.assign(fila.jobs[0]!, { status: 'PRONTO', nome_arquivo: 'r.pdf' });
    expect(await caso.arquivo(1, ANA)).toEqual({ conteudo: new Uint8Array([1, 2, 3]), nome: 'r.pdf', tipo: MIME_RELATORIO.pdf });
  });
});

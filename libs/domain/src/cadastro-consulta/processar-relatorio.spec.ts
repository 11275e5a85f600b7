import type { ConsultaRelatorio, CursorRelatorio, FilaRelatorios, FonteRelatorio, GeradorArquivoRelatorio, TrabalhoRelatorio } from './ports.js';
import { LIMITE_LINHAS, PAGINA_EXPORTACAO } from './pedir-relatorio.js';
import { DIAS_GUARDA_RELATORIO, MAXIMO_TENTATIVAS_RELATORIO, ProcessarRelatorio } from './processar-relatorio.js';
import { lerFiltroRelatorio, type RegistroDoRelatorio } from './relatorios.js';

const AGORA = new Date('2026-11-25T15:04:00.000Z');
const relogio = { now: () => AGORA };
const filtro = lerFiltroRelatorio({ cliente_id: 2, is_todos_parametros: true, periodo: 'MES_ATUAL', formato: 'xlsx' }, AGORA, { exigirFormato: true });

/** One job in memory and what the job wrote to it. */
class FilaMemoria implements FilaRelatorios {
  trabalhos: TrabalhoRelatorio[] = [];
  escritas: string[] = [];
  processando = true;
  arquivo: { conteudo: Uint8Array; nome: string; linhas: number } | null = null;
  erro: string | null = null;
  apagados: number[] = [];

  async enfileirar(): Promise<number> {
    throw new Error('não usado');
  }
  async exportacao() {
    return null;
  }
  async conteudo() {
    return new Uint8Array();
  }
  async reivindicar() {
    return this.trabalhos.shift() ?? null;
  }
  async registrarTotal(_id: number, total: number) {
    this.escritas.push(`total ${total}`);
  }
  async registrarProgresso(_id: number, progresso: number, total: number) {
    this.escritas.push(`progresso ${progresso}/${total}`);
  }
  async concluir(_id: number, a: { conteudo: Uint8Array; nome: string; linhas: number }) {
    if (!this.processando) return false;
    this.arquivo = a;
    return true;
  }
  async falhar(_id: number, erro: string) {
    this.erro = erro;
  }
  async apagarAntigos(dias: number) {
    this.apagados.push(dias);
    return 2;
  }
}

const linha = (i: number) => ({ id: i, protocolo: `P${i}` }) as unknown as RegistroDoRelatorio;

/** `total` rows, served in pages after the cursor; `contagem` is what count answers (the rows may grow). */
function fonte(total: number, contagem = total): FonteRelatorio & { paginas: Array<CursorRelatorio | null>; nomes: Array<number[] | null> } {
  const paginas: Array<CursorRelatorio | null> = [];
  const nomes: Array<number[] | null> = [];
  return {
    paginas, nomes,
    contar: async () => contagem,
    pagina: async (_c: ConsultaRelatorio, depois: CursorRelatorio | null, limite: number) => {
      paginas.push(depois);
      const inicio = depois ? depois.id : 0;
      const linhas = Array.from({ length: Math.max(0, Math.min(limite, total - inicio)) }, (_, k) => linha(inicio + k + 1));
      return { linhas, cursor: linhas.length ? { data: 'x', id: inicio + linhas.length } : null };
    },
    nomesClientes: async (clientes: number[] | null) => {
      nomes.push(clientes);
      return ['ALFA'];
    },
  };
}

class Arquivos implements GeradorArquivoRelatorio {
  pedidos: string[] = [];
  cabecalho: unknown = null;
  async planilha(linhas: RegistroDoRelatorio[]) {
    this.pedidos.push(`xlsx ${linhas.length}`);
    return new Uint8Array([1]);
  }
  async pdf(c: unknown, linhas: RegistroDoRelatorio[]) {
    this.cabecalho = c;
    this.pedidos.push(`pdf ${linhas.length}`);
    return new Uint8Array([2]);
  }
}

const trabalho = (t: Partial<TrabalhoRelatorio> = {}): TrabalhoRelatorio => ({
  id: 1, usuario_id: 7, formato: 'xlsx', filtro: { filtro, clientes: [2], usuario: 'ANA' }, tentativas: 1, ...t,
});

describe('ProcessarRelatorio', () => {
  it('lê em páginas pelo cursor, guarda o progresso de cada uma e conclui PRONTO com o nome do arquivo (hora de São Paulo)', async () => {
    const fila = new FilaMemoria();
    const f = fonte(PAGINA_EXPORTACAO + 20);
    const arquivos = new Arquivos();
    fila.trabalhos.push(trabalho());
    expect(await new ProcessarRelatorio(fila, f, arquivos, relogio).proximo()).toEqual({ id: 1, formato: 'xlsx', status: 'PRONTO' });
    expect(f.paginas).toEqual([null, { data: 'x', id: PAGINA_EXPORTACAO }]);
    expect(fila.escritas).toEqual([`total ${PAGINA_EXPORTACAO + 20}`, `progresso ${PAGINA_EXPORTACAO}/${PAGINA_EXPORTACAO + 20}`, `progresso ${PAGINA_EXPORTACAO + 20}/${PAGINA_EXPORTACAO + 20}`]);
    expect(arquivos.pedidos).toEqual([`xlsx ${PAGINA_EXPORTACAO + 20}`]);
    expect(fila.arquivo).toEqual({ conteudo: new Uint8Array([1]), nome: 'relatorio-cadastro-2026-11-25-12h04.xlsx', linhas: PAGINA_EXPORTACAO + 20 });
    expect(f.nomes).toEqual([]);
  });

  it('uma página exata ainda pede a seguinte; linhas que cresceram depois da contagem sobem o total', async () => {
    const fila = new FilaMemoria();
    const f = fonte(PAGINA_EXPORTACAO, 3);
    await new ProcessarRelatorio(fila, f, new Arquivos(), relogio).processar(trabalho());
    expect(f.paginas).toHaveLength(2);
    expect(fila.escritas).toEqual(['total 3', `progresso ${PAGINA_EXPORTACAO}/${PAGINA_EXPORTACAO}`, `progresso ${PAGINA_EXPORTACAO}/${PAGINA_EXPORTACAO}`]);
  });

  it('PDF: cabeçalho com o filtro, os nomes dos clientes, quem pediu e a hora', async () => {
    const fila = new FilaMemoria();
    const f = fonte(3);
    const arquivos = new Arquivos();
    expect(await new ProcessarRelatorio(fila, f, arquivos, relogio).processar(trabalho({ formato: 'pdf' }))).toBe('PRONTO');
    expect(arquivos.cabecalho).toEqual({ filtro, clientes: ['ALFA'], usuario: 'ANA', geradoEm: AGORA });
    expect(f.nomes).toEqual([[2]]);
    expect(fila.arquivo?.nome).toBe('relatorio-cadastro-2026-11-25-12h04.pdf');
  });

  it('acima do limite do formato na hora de gerar: ERRO com a mensagem, sem ler páginas', async () => {
    const fila = new FilaMemoria();
    const f = fonte(0, LIMITE_LINHAS.pdf + 1);
    const erros: string[] = [];
    expect(await new ProcessarRelatorio(fila, f, new Arquivos(), relogio, (m) => erros.push(m)).processar(trabalho({ formato: 'pdf' }))).toBe('ERRO');
    expect(fila.erro).toBe('O relatório tem 5.001 linhas; o PDF aceita até 5.000. Use o Excel ou um período menor.');
    expect(f.paginas).toEqual([]);
    expect(erros).toEqual([`relatório 1: ${fila.erro}`]);
  });

  it(`depois de ${MAXIMO_TENTATIVAS_RELATORIO} tentativas o job falha sem contar; a terceira ainda roda`, async () => {
    const fila = new FilaMemoria();
    expect(await new ProcessarRelatorio(fila, fonte(1), new Arquivos(), relogio).processar(trabalho({ tentativas: MAXIMO_TENTATIVAS_RELATORIO + 1 }))).toBe('ERRO');
    expect(fila.erro).toBe('o relatório falhou 3 vezes');
    expect(fila.escritas).toEqual([]);
    expect(await new ProcessarRelatorio(new FilaMemoria(), fonte(1), new Arquivos(), relogio).processar(trabalho({ tentativas: MAXIMO_TENTATIVAS_RELATORIO }))).toBe('PRONTO');
  });

  it('a falha do gerador vira ERRO com a mensagem cortada em 500 caracteres', async () => {
    const fila = new FilaMemoria();
    const arquivos = new Arquivos();
    arquivos.planilha = async () => {
      throw new Error('x'.repeat(600));
    };
    expect(await new ProcessarRelatorio(fila, fonte(1), arquivos, relogio).processar(trabalho())).toBe('ERRO');
    expect(fila.erro).toBe('x'.repeat(500));
    const semMensagem = new FilaMemoria();
    arquivos.planilha = () => Promise.reject('texto');
    await new ProcessarRelatorio(semMensagem, fonte(1), arquivos, relogio).processar(trabalho());
    expect(semMensagem.erro).toBe('texto');
  });

  it('o job que deixou de estar PROCESSANDO (retomado por outro processo) não é sobrescrito: ERRO', async () => {
    const fila = new FilaMemoria();
    fila.processando = false;
    expect(await new ProcessarRelatorio(fila, fonte(1), new Arquivos(), relogio).processar(trabalho())).toBe('ERRO');
    expect([fila.arquivo, fila.erro]).toEqual([null, null]);
  });

  it('sem job na fila: null; a limpeza apaga os concluídos há mais de 7 dias', async () => {
    const fila = new FilaMemoria();
    const caso = new ProcessarRelatorio(fila, fonte(1), new Arquivos(), relogio);
    expect(await caso.proximo()).toBeNull();
    expect(await caso.apagarAntigos()).toBe(2);
    expect(fila.apagados).toEqual([DIAS_GUARDA_RELATORIO]);
    expect(DIAS_GUARDA_RELATORIO).toBe(7);
  });
});

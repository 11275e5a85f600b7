import { MENSAGENS_VIAGEM, TRANSICOES_VIAGEM, type AcaoViagem, type StatusViagem } from '../estados.js';
import { AlterarSituacao } from './alterar-situacao.js';
import { CancelarViagem } from './cancelar-viagem.js';
import { ExcluirViagem } from './excluir-viagem.js';
import { FinalizarViagem } from './finalizar-viagem.js';
import { IniciarViagem } from './iniciar-viagem.js';
import { RecuperarViagem } from './recuperar-viagem.js';
import { RegistrarObservacao } from './registrar-observacao.js';
import { VincularTecnologia } from './vincular-tecnologia.js';
import { jaFeita, transicionarViagem } from './transicao.js';
import { CLIENTE, OPERADOR, OUTRO_CLIENTE, RELOGIO_DO_BANCO, umaViagem, ViagensEmMemoria, type ViagensEmMemoria as Repo } from './testes/viagens-em-memoria.js';

/** A small seeded generator (no fast-check here): the same sequences on every run. */
function gerador(semente: number) {
  let s = semente >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

const agora = () => RELOGIO_DO_BANCO;
const ACOES: Record<AcaoViagem, (r: Repo, id: number) => Promise<unknown>> = {
  EDITAR: (r, id) => transicionarViagem(r, id, 'EDITAR', OPERADOR),
  INICIAR: (r, id) => new IniciarViagem(r).executar(id, {}, OPERADOR),
  FINALIZAR: (r, id) => new FinalizarViagem(r, agora).executar(id, {}, OPERADOR),
  CANCELAR: (r, id) => new CancelarViagem(r).executar(id, { motivos: 'OUTROS' }, OPERADOR),
  RECUPERAR: (r, id) => new RecuperarViagem(r).executar(id, OPERADOR),
  EXCLUIR: (r, id) => new ExcluirViagem(r).executar(id, OPERADOR),
  VINCULAR: (r, id) => new VincularTecnologia(r).executar(id, OPERADOR),
  SITUACAO: (r, id) => new AlterarSituacao(r, agora).executar(id, 4, OPERADOR),
  OBSERVACAO: (r, id) => new RegistrarObservacao(r).executar(id, { observacao: 'ok' }, OPERADOR),
};
const NOMES = Object.keys(ACOES) as AcaoViagem[];

describe('transição da viagem', () => {
  it('propriedade: sequências aleatórias de ações só movem o status pela tabela; uma recusa deixa tudo como estava', async () => {
    for (let semente = 1; semente <= 60; semente++) {
      const aleatorio = gerador(semente);
      const repo = new ViagensEmMemoria().com(umaViagem());
      let status: StatusViagem = 1;
      let excluida = false;
      for (let passo = 0; passo < 25 && !excluida; passo++) {
        const acao = NOMES[aleatorio(NOMES.length)]!;
        const antes = structuredClone(repo.linha(1));
        const eventos = repo.eventos.length;
        const regra = TRANSICOES_VIAGEM[acao];
        try {
          await ACOES[acao](repo, 1);
          expect(regra.de).toContain(status);
          status = regra.para ?? status;
          excluida = acao === 'EXCLUIR';
          expect(repo.linha(1).status).toBe(status);
          expect(repo.eventos.at(-1)).toMatchObject({ acao, depois: status, autor: OPERADOR });
        } catch (e) {
          expect(regra.de).not.toContain(status);
          expect((e as Error).message).toBe(jaFeita(status, acao) ? MENSAGENS_VIAGEM.concorrente : MENSAGENS_VIAGEM.recusas[acao]);
          expect(repo.linha(1)).toEqual(antes);
          expect(repo.eventos).toHaveLength(eventos);
        }
      }
    }
  });

  it('grava quem mudou o status e quando, e o evento com usuário e IP', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem());
    await expect(new IniciarViagem(repo).executar(1, {}, OPERADOR)).resolves.toEqual({ id: 1, status: 2, antes: 1, placa: 'ABC1D23' });
    expect(repo.linha(1)).toMatchObject({ status: 2, username_add_status: 'OPERADOR', data_status: RELOGIO_DO_BANCO, data_inicio: RELOGIO_DO_BANCO });
    expect(repo.eventos).toEqual([expect.objectContaining({ viagemId: 1, acao: 'INICIAR', antes: 1, depois: 2, autor: expect.objectContaining({ origem: '10.0.0.9' }) })]);
  });

  it('outro cliente: 403; o próprio cliente (grupo 8) não opera: permissão negada; inexistente: 404', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem());
    await expect(ACOES.INICIAR(repo, 1).then(() => 0)).resolves.toBe(0);
    const outra = new ViagensEmMemoria().com(umaViagem());
    await expect(new IniciarViagem(outra).executar(1, {}, OUTRO_CLIENTE)).rejects.toMatchObject({ kind: 'proibido', message: 'Não há permissão' });
    await expect(new IniciarViagem(outra).executar(1, {}, CLIENTE)).rejects.toMatchObject({ kind: 'proibido', message: 'permissão negada' });
    await expect(new IniciarViagem(outra).executar(9, {}, OPERADOR)).rejects.toMatchObject({ kind: 'nao_encontrado' });
    expect(outra.linha(1).status).toBe(1);
  });

  it('versão lida antiga: 409; a mesma versão passa', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await expect(new FinalizarViagem(repo, agora).executar(1, { versao: '2026-11-26T10:00:00Z' }, OPERADOR)).rejects.toMatchObject({ kind: 'conflito' });
    await expect(new FinalizarViagem(repo, agora).executar(1, { versao: '2026-11-26T11:00:00.123Z' }, OPERADOR)).resolves.toMatchObject({ status: 3 });
  });

  it('a segunda finalização da mesma SM é conflito (409), não regra', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    await new FinalizarViagem(repo, agora).executar(1, {}, OPERADOR);
    await expect(new FinalizarViagem(repo, agora).executar(1, {}, OPERADOR)).rejects.toMatchObject({ kind: 'conflito', message: MENSAGENS_VIAGEM.concorrente });
  });
});

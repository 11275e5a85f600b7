import { ForbiddenError } from '../../shared/index.js';
import { lerTokenLink, MENSAGENS_PRONTA_RESPOSTA, montarTokenLink } from './link.js';
import { EmitirLinkProntaResposta, LiberarProntaResposta } from './liberar-pronta-resposta.js';
import type { AssinaturaLinks, NovaLiberacaoProntaResposta, ProntaRespostaEscrita, ProntaRespostaRepository, ViagemProntaResposta } from './ports.js';

/** A stand-in signature (the HMAC is the adapter's): any change of the content changes it. */
const assinatura: AssinaturaLinks = {
  assinar: (c) => `sig${[...c].reverse().join('').replace(/[^A-Za-z0-9_-]/g, '_')}`.padEnd(24, 'z'),
  confere(c, a) {
    return this.assinar(c) === a;
  },
};

class EmMemoria implements ProntaRespostaRepository {
  viagens: ViagemProntaResposta[] = [{ id: 1, status: 2, cliente_id: 10, veiculo_id: 5, placa: 'ABC1D23', nome_fantasia: 'X', cnpj: null }];
  links: Array<{ id: number; viagemId: number; validaAte: Date; usadaEm: Date | null }> = [];
  liberacoes: NovaLiberacaoProntaResposta[] = [];
  constructor(private readonly agora: () => Date) {}
  transacao<T>(fn: (u: ProntaRespostaEscrita) => Promise<T>) {
    return fn(this);
  }
  async travarViagem(id: number) {
    return this.viagens.find((v) => v.id === id) ?? null;
  }
  async emailsDoCliente() {
    return ['a@cliente.com.br', 'b@cliente.com.br'];
  }
  async criarLink(l: { viagemId: number; validaAte: Date }) {
    this.links.push({ id: this.links.length + 1, viagemId: l.viagemId, validaAte: l.validaAte, usadaEm: null });
    return this.links.length;
  }
  async consumirLink(id: number) {
    const l = this.links.find((x) => x.id === id && !x.usadaEm && x.validaAte > this.agora());
    if (!l) return null;
    l.usadaEm = this.agora();
    return { viagemId: l.viagemId };
  }
  async registrarLiberacao(l: NovaLiberacaoProntaResposta) {
    this.liberacoes.push(l);
    return { id: this.liberacoes.length, ocorrencia_id: 100 + this.liberacoes.length };
  }
}

const quem = (grupo: number, escopo: { tipo: 'todos' } | { tipo: 'clientes'; ids: number[] } = { tipo: 'todos' }) =>
  ({ usuario: { id: 1, username: 'OPERADOR', grupo_usuario_id: grupo, escopo }, origem: '10.0.0.1' });

describe('pronta resposta (spec 02 §6, §9)', () => {
  const agora = new Date('2026-11-26T15:00:00Z');

  it('a mesa libera para os grupos 3, 5 e 6; os outros: 403 permissão negada', async () => {
    const repo = new EmMemoria(() => agora);
    const caso = new LiberarProntaResposta(repo, assinatura, () => agora);
    for (const g of [3, 5, 6]) await expect(caso.pelaMesa(1, {}, quem(g))).resolves.toMatchObject({ msg: MENSAGENS_PRONTA_RESPOSTA.liberada, sm_id: 1 });
    for (const g of [4, 7, 8]) await expect(caso.pelaMesa(1, {}, quem(g))).rejects.toEqual(new ForbiddenError('permissão negada'));
    expect(repo.liberacoes).toHaveLength(3);
  });

  it('SM finalizada: 422; cliente fora do alcance: 403', async () => {
    const repo = new EmMemoria(() => agora);
    repo.viagens.push({ ...repo.viagens[0]!, id: 2, status: 3 });
    const caso = new LiberarProntaResposta(repo, assinatura, () => agora);
    await expect(caso.pelaMesa(2, {}, quem(3))).rejects.toMatchObject({ message: MENSAGENS_PRONTA_RESPOSTA.status });
    await expect(caso.pelaMesa(1, {}, quem(6, { tipo: 'clientes', ids: [99] }))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('o link assinado vale uma vez: o segundo uso é recusado e nada é liberado duas vezes', async () => {
    const repo = new EmMemoria(() => agora);
    const enviados: Array<{ para: string; corpo: string }> = [];
    const email = { enviar: async (m: { para: string; assunto: string; corpo: string }) => void enviados.push(m) };
    const { token, valida_ate, url, emails } = await new EmitirLinkProntaResposta(repo, assinatura, () => agora, email)
      .executar(1, quem(5), { url: (t) => `https://gr/autorizacao?token=${t}`, enviarEmail: true });
    expect(valida_ate).toBe('2026-11-26T16:00:00.000Z');
    expect(emails).toEqual(['a@cliente.com.br', 'b@cliente.com.br']);
    expect(enviados.map((m) => m.para)).toEqual(emails);
    expect(enviados[0]!.corpo).toContain(url);
    const caso = new LiberarProntaResposta(repo, assinatura, () => agora);
    await expect(caso.peloLink(token, { nome: 'Maria do Cliente' }, '1.2.3.4')).resolves.toMatchObject({ msg: 'Autorizado', usuario_liberacao: 'Maria do Cliente' });
    await expect(caso.peloLink(token, { nome: 'Maria do Cliente' }, '1.2.3.4')).rejects.toMatchObject({ message: MENSAGENS_PRONTA_RESPOSTA.linkUsado });
    expect(repo.liberacoes.map((l) => [l.usuarioLogado, l.usuarioLiberacao])).toEqual([['LINK', 'Maria do Cliente']]);
  });

  it('link expirado, adulterado ou sem nome: recusado antes de tocar no banco', async () => {
    const repo = new EmMemoria(() => agora);
    const token = montarTokenLink(1, new Date('2026-11-26T14:59:59Z'), assinatura);
    expect(() => lerTokenLink(token, assinatura, agora)).toThrow(MENSAGENS_PRONTA_RESPOSTA.linkExpirado);
    const bom = montarTokenLink(1, new Date('2026-11-26T16:00:00Z'), assinatura);
    expect(lerTokenLink(bom, assinatura, agora)).toEqual({ id: 1, validaAte: new Date('2026-11-26T16:00:00Z') });
    const outroId = bom.replace(/^1\./, '2.');
    expect(() => lerTokenLink(outroId, assinatura, agora)).toThrow(MENSAGENS_PRONTA_RESPOSTA.linkInvalido);
    expect(() => lerTokenLink('lixo', assinatura, agora)).toThrow(MENSAGENS_PRONTA_RESPOSTA.linkInvalido);
    const caso = new LiberarProntaResposta(repo, assinatura, () => agora);
    await expect(caso.peloLink(bom, { nome: ' ' }, '1.2.3.4')).rejects.toMatchObject({ errors: { nome: [MENSAGENS_PRONTA_RESPOSTA.nome] } });
  });
});

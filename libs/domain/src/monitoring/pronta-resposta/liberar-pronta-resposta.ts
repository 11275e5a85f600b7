import { exigirCliente, type EmailSender } from '../../identity/index.js';
import { formatarDataHora } from '../../shared/index.js';
import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/index.js';
import { MENSAGENS_VIAGEM, STATUS_VIAGEM } from '../viagens/estados.js';
import { lerTokenLink, MENSAGENS_PRONTA_RESPOSTA, montarTokenLink, PRONTA_RESPOSTA } from './link.js';
import type { AssinaturaLinks, ProntaRespostaEscrita, ProntaRespostaRepository, QuemProntaResposta, ViagemProntaResposta } from './ports.js';

/** Spec 02 §6: only groups 3, 5 and 6 release rapid response (and issue its links). */
export function exigirGrupoProntaResposta(grupoUsuarioId: number): void {
  if (!PRONTA_RESPOSTA.grupos.includes(grupoUsuarioId)) throw new ForbiddenError(MENSAGENS_VIAGEM.permissaoNegada);
}

async function viagemLiberavel(u: ProntaRespostaEscrita, id: number): Promise<ViagemProntaResposta> {
  const v = await u.travarViagem(id);
  if (!v) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
  if (v.status !== STATUS_VIAGEM.AGENDADA && v.status !== STATUS_VIAGEM.EM_VIAGEM) throw new BusinessRuleError(MENSAGENS_PRONTA_RESPOSTA.status);
  return v;
}

function observacaoDe(texto: unknown): string | null {
  if (texto === undefined || texto === null) return null;
  if (typeof texto !== 'string') throw ValidationError.campo('observacao', 'deve ser um texto');
  return texto.trim().slice(0, 500) || null;
}

export interface LiberacaoProntaResposta {
  msg: string;
  id: number;
  sm_id: number;
  ocorrencia_id: number;
  usuario_liberacao: string;
}

/**
 * The rapid-response release (spec 02 §2, §6, §9): occurrence 249 on the trip and a PRONTA_RESPOSTA
 * row in the trip's release list, in one transaction. Either by an operator of groups 3, 5 or 6
 * within its scope (`cria_liberacao_pronta_resposta`), or by whoever holds a signed single-use
 * link (the public authorisation page): the link's use is one conditional update, so a second use,
 * at once or later, is refused and nothing is authorised twice.
 */
export class LiberarProntaResposta {
  constructor(private readonly repo: ProntaRespostaRepository, private readonly assinatura: AssinaturaLinks, private readonly agora: () => Date) {}

  async pelaMesa(smId: number, dados: { observacao?: unknown }, quem: QuemProntaResposta): Promise<LiberacaoProntaResposta> {
    exigirGrupoProntaResposta(quem.usuario.grupo_usuario_id);
    const observacao = observacaoDe(dados.observacao);
    return this.repo.transacao(async (u) => {
      const v = await viagemLiberavel(u, smId);
      exigirCliente(quem.usuario.escopo, v.cliente_id);
      return this.registrar(u, {
        viagem: v, usuarioLogado: quem.usuario.username, usuarioLiberacao: quem.usuario.username, usuarioId: quem.usuario.id, observacao, ip: quem.origem,
      }, MENSAGENS_PRONTA_RESPOSTA.liberada);
    });
  }

  async peloLink(token: unknown, dados: { nome?: unknown; observacao?: unknown }, ip: string): Promise<LiberacaoProntaResposta> {
    const { id } = lerTokenLink(token, this.assinatura, this.agora());
    const nome = typeof dados.nome === 'string' ? dados.nome.trim().replace(/\s+/g, ' ').slice(0, 60) : '';
    if (nome.length < 3) throw ValidationError.campo('nome', MENSAGENS_PRONTA_RESPOSTA.nome);
    const observacao = observacaoDe(dados.observacao);
    return this.repo.transacao(async (u) => {
      const usado = await u.consumirLink(id, nome, ip);
      if (!usado) throw new BusinessRuleError(MENSAGENS_PRONTA_RESPOSTA.linkUsado);
      const v = await viagemLiberavel(u, usado.viagemId);
      return this.registrar(u, { viagem: v, usuarioLogado: 'LINK', usuarioLiberacao: nome, usuarioId: null, observacao, ip }, MENSAGENS_PRONTA_RESPOSTA.autorizado);
    });
  }

  private async registrar(u: ProntaRespostaEscrita, l: Parameters<ProntaRespostaEscrita['registrarLiberacao']>[0], msg: string): Promise<LiberacaoProntaResposta> {
    const r = await u.registrarLiberacao(l);
    if (!r) throw new BusinessRuleError(MENSAGENS_PRONTA_RESPOSTA.semOcorrencia);
    return { msg, id: r.id, sm_id: l.viagem.id, ocorrencia_id: r.ocorrencia_id, usuario_liberacao: l.usuarioLiberacao };
  }
}

/**
 * The signed single-use link to the public authorisation page (groups 3, 5, 6, within scope): a
 * link row valid for PRONTA_RESPOSTA.validadeLinkMin minutes, and its token. With `enviarEmail`
 * the link goes by e-mail to the client's contacts (at most PRONTA_RESPOSTA.maximoEmails), after
 * the row is committed; the operator can always copy it from the answer.
 */
export class EmitirLinkProntaResposta {
  constructor(
    private readonly repo: ProntaRespostaRepository,
    private readonly assinatura: AssinaturaLinks,
    private readonly agora: () => Date,
    private readonly email?: EmailSender,
  ) {}

  async executar(
    smId: number,
    quem: QuemProntaResposta,
    opcoes: { url: (token: string) => string; enviarEmail?: boolean },
  ): Promise<{ token: string; url: string; valida_ate: string; sm_id: number; emails: string[] }> {
    exigirGrupoProntaResposta(quem.usuario.grupo_usuario_id);
    const r = await this.repo.transacao(async (u) => {
      const v = await viagemLiberavel(u, smId);
      exigirCliente(quem.usuario.escopo, v.cliente_id);
      // Whole seconds: the token carries the expiry in seconds and the row must say the same.
      const validaAte = new Date(Math.floor(this.agora().getTime() / 1000) * 1000 + PRONTA_RESPOSTA.validadeLinkMin * 60_000);
      const id = await u.criarLink({ viagemId: v.id, validaAte, criadoPor: quem.usuario.username });
      const emails = opcoes.enviarEmail ? (await u.emailsDoCliente(v.cliente_id)).slice(0, PRONTA_RESPOSTA.maximoEmails) : [];
      return { viagem: v, validaAte, token: montarTokenLink(id, validaAte, this.assinatura), emails };
    });
    const url = opcoes.url(r.token);
    if (this.email) {
      for (const para of r.emails) {
        await this.email.enviar({
          para,
          assunto: `Autorização de pronta resposta — SM ${r.viagem.id}${r.viagem.placa ? ` (placa ${r.viagem.placa})` : ''}`,
          corpo: `A central de monitoramento pede a sua autorização para acionar a pronta resposta da SM ${r.viagem.id}.\n`
            + `Abra o link até ${formatarDataHora(r.validaAte)} (vale uma vez só): ${url}`,
        });
      }
    }
    return { token: r.token, url, valida_ate: r.validaAte.toISOString(), sm_id: r.viagem.id, emails: this.email ? r.emails : [] };
  }
}

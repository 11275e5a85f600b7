import { clienteParaGravar, exigirCliente } from '../../../identity/index.js';
import { pontuarViagem } from '../../../masters/index.js';
import { BusinessRuleError, ConflictError, diaEmBrasilia, NotFoundError, ValidationError } from '../../../shared/index.js';
import { MENSAGENS_VIAGEM, exigirEdicaoPeloGrupo, podeNoStatus, STATUS_VIAGEM } from '../estados.js';
import type { AutorViagem, DadosViagem, FatosViagem, FatosViagemPorta, PedidoViagem, Viagem, ViagensEscrita, ViagensRepository } from './ports.js';
import { recusaAoSalvar, REGRAS_VIAGEM, type ContextoSalvar } from './regras-salvar.js';

export const MENSAGENS_SALVAR_VIAGEM = {
  criada: 'SM cadastrada com sucesso!',
  alterada: 'SM alterada com sucesso!',
  cliente: 'não pode ficar em branco',
} as const;

export interface ViagemSalva {
  id: number;
  msg: string;
  pontuacao_risco: number;
}

/** The trip's code: TG + the request's day in Brasília + the id (unique as the id is). */
export function trafegusId(id: number, agora: Date): string {
  return `TG${diaEmBrasilia(agora).replaceAll('-', '')}${String(id).padStart(7, '0')}`;
}

/** The client's risk rules over the trip's options (telemonitorado, distancia of the route, tipo_viagem_id). */
export function pontuacaoDaViagem(p: Pick<PedidoViagem, 'telemonitorado' | 'tipo_viagem_id'>, f: Pick<FatosViagem, 'rota' | 'regrasRisco'>) {
  return pontuarViagem({ telemonitorado: p.telemonitorado, distancia: f.rota?.distancia_km ?? null, tipo_viagem_id: p.tipo_viagem_id }, f.regrasRisco);
}

/** What the row keeps of a request that passed the rules. */
export function dadosDaViagem(p: PedidoViagem, f: FatosViagem, pontos: number, anterior: Viagem | null): DadosViagem {
  const v = f.veiculo!;
  const placaDe = (id: number | null) => (id === null ? null : f.carretas.find((c) => c?.id === id)?.placa ?? null);
  return {
    cliente_id: f.clienteId,
    veiculo_id: v.id,
    placa: v.placa,
    terminal: v.terminal,
    // Telemonitored trips follow technology 13 (spec 02 §4).
    tecnologia_id: p.telemonitorado ? REGRAS_VIAGEM.tecnologiaTelemonitorada : p.tecnologia_id ?? v.tecnologia_id,
    tipo_veiculo: v.tipo,
    vinculo: v.vinculo,
    carreta1_id: p.carreta1_id, carreta2_id: p.carreta2_id, carreta3_id: p.carreta3_id,
    placa_carreta1: placaDe(p.carreta1_id), placa_carreta2: placaDe(p.carreta2_id), placa_carreta3: placaDe(p.carreta3_id),
    funcionario_id: p.funcionario_id,
    fone1: p.fone1 ?? f.motorista?.fone1?.replace(/\D/g, '') ?? null,
    fone2: p.fone2 ?? (p.fone1 ? null : f.motorista?.fone2?.replace(/\D/g, '') || null),
    fone3: p.fone3 ?? (p.fone1 ? null : f.motorista?.fone3?.replace(/\D/g, '') || null),
    rota_id: f.rota!.id,
    embarcador_id: p.embarcador_id,
    pgr_cliente_id: f.pgr?.id ?? null,
    tipo_viagem_id: p.tipo_viagem_id,
    previsao_inicio: p.previsao_inicio,
    previsao_fim: p.previsao_fim,
    valor_embarque: p.valor_embarque,
    veiculo_sem_carga: p.veiculo_sem_carga,
    telemonitorado: p.telemonitorado,
    numero_spy: p.numero_spy,
    tecnologia_spy: p.tecnologia_spy,
    dados_adicionais: p.dados_adicionais,
    liberacao: !!f.liberacao || !!anterior?.liberacao,
    usuario_liberacao: f.liberacao?.usuario_liberacao ?? anterior?.usuario_liberacao ?? null,
    aceite_sem_espelhamento: p.aceite_sem_espelhamento,
    pontuacao_risco: pontos,
    observacao: p.observacao ?? anterior?.observacao ?? null,
  };
}

/**
 * Create and edit of a trip (spec 02 §3, §5, §7 "Trip operations"): the client within the user's
 * scope (403), every save rule over the real facts (422 with the spec's message, nothing saved),
 * an edit only of a scheduled or in-transit trip and of the version the editor read (409), the
 * client's risk rules scoring the trip, one transaction writing the row, its history (who, from
 * where, when) and, when a special release was used, the token consumed and the release log.
 */
export class SalvarViagem {
  constructor(private readonly repo: ViagensRepository, private readonly fatos: FatosViagemPorta, private readonly agora: () => Date) {}

  async criar(pedido: PedidoViagem, quem: AutorViagem): Promise<ViagemSalva> {
    const clienteId = clienteParaGravar(quem.usuario.escopo, pedido.cliente_id);
    if (clienteId === null) throw ValidationError.campo('cliente_id', MENSAGENS_SALVAR_VIAGEM.cliente);
    const f = await this.fatos.fatos({ clienteId, pedido, viagemId: null });
    this.exigirRegras(pedido, f, { edicao: false, grupoUsuarioId: quem.usuario.grupo_usuario_id });
    const risco = pontuacaoDaViagem(pedido, f);
    const dados = dadosDaViagem(pedido, f, risco.pontos, null);
    return this.repo.transacao(async (u) => {
      const id = await u.novoId();
      await u.inserir(id, dados, { trafegus_id: trafegusId(id, f.agora), usuario_id: quem.usuario.id, username_add: quem.usuario.username });
      await this.usarLiberacao(u, id, f);
      await u.registrarEvento({ viagemId: id, acao: 'CRIAR', antes: null, depois: STATUS_VIAGEM.AGENDADA, autor: quem, detalhe: { pontuacao_risco: risco.pontos, regras: risco.regras.map((r) => r.id ?? r.definicao), liberacao: f.liberacao?.usuario_liberacao ?? null } });
      return { id, msg: MENSAGENS_SALVAR_VIAGEM.criada, pontuacao_risco: risco.pontos };
    });
  }

  async atualizar(id: number, pedido: PedidoViagem, quem: AutorViagem): Promise<ViagemSalva> {
    const atual = await this.repo.buscar(id);
    if (!atual) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
    exigirCliente(quem.usuario.escopo, atual.cliente_id);
    const clienteId = clienteParaGravar(quem.usuario.escopo, pedido.cliente_id ?? atual.cliente_id)!;
    this.exigirEditavel(atual, pedido, quem);
    const f = await this.fatos.fatos({ clienteId, pedido, viagemId: id });
    this.exigirRegras(pedido, f, { edicao: true, grupoUsuarioId: quem.usuario.grupo_usuario_id, jaLiberada: atual.liberacao });
    const risco = pontuacaoDaViagem(pedido, f);
    return this.repo.transacao(async (u) => {
      const travada = await u.travar(id);
      if (!travada) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
      this.exigirEditavel(travada, pedido, quem);
      await u.atualizar(id, dadosDaViagem(pedido, f, risco.pontos, travada));
      await this.usarLiberacao(u, id, f);
      await u.registrarEvento({ viagemId: id, acao: 'EDITAR', antes: travada.status, depois: travada.status, autor: quem, detalhe: { pontuacao_risco: risco.pontos, liberacao: f.liberacao?.usuario_liberacao ?? null } });
      return { id, msg: MENSAGENS_SALVAR_VIAGEM.alterada, pontuacao_risco: risco.pontos };
    });
  }

  private exigirEditavel(v: Viagem, pedido: PedidoViagem, quem: AutorViagem): void {
    if (pedido.updated_at !== null && new Date(pedido.updated_at).getTime() !== v.updated_at.getTime()) throw new ConflictError(MENSAGENS_VIAGEM.concorrente);
    if (!podeNoStatus(v.status, 'EDITAR')) throw new BusinessRuleError(MENSAGENS_VIAGEM.recusas.EDITAR);
    exigirEdicaoPeloGrupo(quem.usuario.grupo_usuario_id, v.status);
  }

  private exigirRegras(pedido: PedidoViagem, f: FatosViagem, ctx: ContextoSalvar): void {
    const recusa = recusaAoSalvar(pedido, f, ctx);
    if (recusa) throw new BusinessRuleError(recusa);
  }

  /** A special release is good once: consumed with the save, written to the releases' log. */
  private async usarLiberacao(u: ViagensEscrita, viagemId: number, f: FatosViagem): Promise<void> {
    if (!f.liberacao) return;
    if (!(await u.consumirLiberacao(f.liberacao.token, f.clienteId, f.veiculo!.id, f.agora))) throw new BusinessRuleError(MENSAGENS_VIAGEM.naoLiberada);
    await u.registrarLiberacao({ viagemId, placa: f.veiculo!.placa, liberacao: f.liberacao, cliente: f.cliente });
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { exigirLeituraViagem, NotFoundError } from '@gr/domain';
import { kx, linhaJson } from '@gr/infrastructure';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';

type Linha = Record<string, unknown>;

/** What the trip's print page shows: the request, its driver, route and shipper, occurrences and observations. */
export interface ViagemImpressa {
  viagem: Linha;
  ocorrencias: Linha[];
  observacoes: Linha[];
}

/**
 * The read side of the trip's print page and PDF (spec 02 §2 sm_impressao.html): one trip with
 * the names it points at, for whoever may read the trip (exigirLeituraViagem: its carrier's
 * scope, or the shipper manager of its shipper; anyone else: 403; a deleted or missing one: 404).
 */
@Injectable()
export class ImpressaoQueries {
  constructor(private readonly em: EntityManager) {}

  async viagem(id: number, eu: UsuarioAutenticado): Promise<ViagemImpressa> {
    const k = kx(this.em);
    const v = (await k('monitoramentos as m')
      .leftJoin('clientes as c', 'c.id', 'm.cliente_id')
      .leftJoin('clientes as e', 'e.id', 'm.embarcador_id')
      .leftJoin('funcionarios as f', 'f.id', 'm.funcionario_id')
      .leftJoin('rotas as r', 'r.id', 'm.rota_id')
      .leftJoin('pontos as po', 'po.id', 'r.ponto_origem_id')
      .leftJoin('pontos as pd', 'pd.id', 'r.ponto_destino_id')
      .leftJoin('tecnologias as t', 't.id', 'm.tecnologia_id')
      .leftJoin('situacoes_viagem as s', 's.id', 'm.situacao_viagem_id')
      .where('m.id', id)
      .whereNull('m.excluida_em')
      .first(
        'm.id', 'm.status', 'm.cliente_id', 'm.embarcador_id', 'c.nome as cliente', 'e.nome as embarcador', 'm.placa', 'm.terminal', 't.descricao as tecnologia', 'm.tipo_veiculo', 'm.vinculo',
        'm.placa_carreta1', 'm.placa_carreta2', 'm.placa_carreta3', 'f.nome as motorista', 'f.cpf as motorista_cpf', 'm.fone1', 'm.fone2', 'm.fone3',
        'r.descricao as rota', 'po.descricao as origem', 'pd.descricao as destino', 'm.tipo_viagem_id', 'm.previsao_inicio', 'm.previsao_fim', 'm.data_inicio', 'm.data_fim',
        'm.valor_embarque', 'm.veiculo_sem_carga', 'm.telemonitorado', 'm.numero_spy', 'm.tecnologia_spy', 'm.dados_adicionais', 'm.liberacao', 'm.usuario_liberacao',
        'm.aceite_sem_espelhamento', 'm.pontuacao_risco', 's.descricao as situacao_viagem', 'm.observacao', 'm.trafegus_id', 'm.username_add', 'm.data_cadastro',
        'm.username_add_status', 'm.data_status', 'm.motivos', 'm.observacao_cancelamento', 'm.data_cancelamento',
      )) as Linha | undefined;
    if (!v) throw new NotFoundError('SM não encontrada');
    exigirLeituraViagem(eu, { cliente_id: v.cliente_id as number, embarcador_id: (v.embarcador_id as number | null) ?? null });
    const ocorrencias = (await k('monitoramento_ocorrencias as mo')
      .join('ocorrencias as o', 'o.id', 'mo.ocorrencia_id')
      .where('mo.solicitacao_monitoramento_id', id)
      .orderBy('mo.id')
      .select('mo.id', 'o.codigo', 'o.descricao', 'o.grau_risco', 'mo.descricao as observacao', 'mo.username_add', 'mo.data_cadastro', 'mo.conferida')) as Linha[];
    const observacoes = (await k('monitoramento_observacoes')
      .where('solicitacao_monitoramento_id', id)
      .orderBy('id')
      .select('id', 'observacao', 'lat_lng', 'username_add', 'data_cadastro')) as Linha[];
    return { viagem: linhaJson(v) as Linha, ocorrencias: ocorrencias.map((o) => linhaJson(o) as Linha), observacoes: observacoes.map((o) => linhaJson(o) as Linha) };
  }
}

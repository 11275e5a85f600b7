import type { StatusViagem, Viagem } from '@gr/domain';
import { dataPg } from '../knex.js';

/** The columns of monitoramentos the mapper reads. */
export const COLUNAS_VIAGEM = [
  'id', 'status', 'cliente_id', 'veiculo_id', 'placa', 'terminal', 'tecnologia_id', 'tipo_veiculo', 'vinculo', 'carreta1_id', 'carreta2_id', 'carreta3_id',
  'funcionario_id', 'fone1', 'fone2', 'fone3', 'rota_id', 'embarcador_id', 'pgr_cliente_id', 'tipo_viagem_id', 'previsao_inicio', 'previsao_fim',
  'valor_embarque', 'veiculo_sem_carga', 'telemonitorado', 'numero_spy', 'tecnologia_spy', 'dados_adicionais', 'liberacao', 'usuario_liberacao',
  'aceite_sem_espelhamento', 'pontuacao_risco', 'observacao', 'trafegus_id', 'updated_at',
] as const;

export type LinhaViagem = Record<(typeof COLUNAS_VIAGEM)[number], unknown>;

const idOuNulo = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const textoOuNulo = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const dataOuNulo = (v: unknown): Date | null => (v === null || v === undefined ? null : dataPg(v));

/** The one place a monitoramentos row becomes the domain's trip. */
export function viagemDaLinha(r: LinhaViagem): Viagem {
  return {
    id: Number(r.id),
    status: Number(r.status) as StatusViagem,
    cliente_id: Number(r.cliente_id),
    veiculo_id: idOuNulo(r.veiculo_id),
    placa: textoOuNulo(r.placa),
    terminal: textoOuNulo(r.terminal),
    tecnologia_id: idOuNulo(r.tecnologia_id),
    tipo_veiculo: textoOuNulo(r.tipo_veiculo),
    vinculo: textoOuNulo(r.vinculo),
    carreta1_id: idOuNulo(r.carreta1_id),
    carreta2_id: idOuNulo(r.carreta2_id),
    carreta3_id: idOuNulo(r.carreta3_id),
    funcionario_id: idOuNulo(r.funcionario_id),
    fone1: textoOuNulo(r.fone1),
    fone2: textoOuNulo(r.fone2),
    fone3: textoOuNulo(r.fone3),
    rota_id: idOuNulo(r.rota_id),
    embarcador_id: idOuNulo(r.embarcador_id),
    pgr_cliente_id: idOuNulo(r.pgr_cliente_id),
    tipo_viagem_id: idOuNulo(r.tipo_viagem_id),
    previsao_inicio: dataOuNulo(r.previsao_inicio),
    previsao_fim: dataOuNulo(r.previsao_fim),
    valor_embarque: Number(r.valor_embarque ?? 0),
    veiculo_sem_carga: !!r.veiculo_sem_carga,
    telemonitorado: !!r.telemonitorado,
    numero_spy: textoOuNulo(r.numero_spy),
    tecnologia_spy: textoOuNulo(r.tecnologia_spy),
    dados_adicionais: textoOuNulo(r.dados_adicionais),
    liberacao: !!r.liberacao,
    usuario_liberacao: textoOuNulo(r.usuario_liberacao),
    aceite_sem_espelhamento: !!r.aceite_sem_espelhamento,
    pontuacao_risco: Number(r.pontuacao_risco ?? 0),
    observacao: textoOuNulo(r.observacao),
    trafegus_id: textoOuNulo(r.trafegus_id),
    updated_at: dataPg(r.updated_at),
  };
}

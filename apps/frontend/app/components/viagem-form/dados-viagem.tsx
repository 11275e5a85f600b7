import { TIPOS_VIAGEM } from '@gr/domain';
import { formatarDataHora } from '~/lib/datas';
import { exibir, formatarReais } from '~/lib/mascaras';
import type { ViagemDetalhe } from './tipos';

const STATUS: Record<number, string> = { 1: 'Agendada', 2: 'Em viagem', 3: 'Finalizada', 4: 'Cancelada' };
const simNao = (v: boolean | null | undefined) => (v ? 'Sim' : 'Não');

/** The trip's data read-only (spec 02 §2 view trip; the same fields as the print page). */
export function DadosViagem({ viagem: v }: { viagem: ViagemDetalhe }) {
  const pares: Array<[string, string]> = [
    ['SM', String(v.id)],
    ['Status', STATUS[v.status] ?? v.status_nome ?? String(v.status)],
    ['Cliente', v.cliente?.nome ?? ''],
    ['Placa', exibir('placa', v.placa)],
    ['Carretas', [v.placa_carreta1, v.placa_carreta2, v.placa_carreta3].filter(Boolean).map((p) => exibir('placa', p)).join(', ')],
    ['Terminal', v.terminal ?? ''],
    ['Tecnologia', v.tecnologia ?? ''],
    ['Vínculo', v.vinculo ?? ''],
    ['Motorista', v.motorista?.nome ?? ''],
    ['Telefones', [v.fone1, v.fone2, v.fone3].filter(Boolean).map((f) => exibir('telefone', f)).join(', ')],
    ['Rota', v.rota?.descricao ?? ''],
    ['Embarcador', v.embarcador?.nome ?? ''],
    ['Tipo de viagem', TIPOS_VIAGEM.find((t) => t.id === v.tipo_viagem_id)?.descricao ?? ''],
    ['Previsão de início', formatarDataHora(v.previsao_inicio)],
    ['Previsão de fim', formatarDataHora(v.previsao_fim)],
    ['Início', formatarDataHora(v.data_inicio)],
    ['Fim', formatarDataHora(v.data_fim)],
    ['Valor do embarque', v.veiculo_sem_carga ? 'Veículo sem carga' : formatarReais(v.valor_embarque)],
    ['Telemonitorado', simNao(v.telemonitorado)],
    ['Isca', [v.numero_spy, v.tecnologia_spy].filter(Boolean).join(' · ')],
    ['Liberação especial', v.liberacao ? `Sim, por ${v.usuario_liberacao ?? ''}` : 'Não'],
    ['Aceite sem espelhamento', simNao(v.aceite_sem_espelhamento)],
    ['Pontuação de risco', v.pontuacao_risco === null || v.pontuacao_risco === undefined ? '' : String(v.pontuacao_risco)],
    ['Situação', v.situacao_viagem ?? ''],
    ['Código da viagem', v.trafegus_id ?? ''],
    ['Cadastrada por', `${v.username_add ?? ''} em ${formatarDataHora(v.data_cadastro)}`],
  ];
  if (v.status === 4) pares.push(['Motivos do cancelamento', v.motivos ?? ''], ['Cancelada em', formatarDataHora(v.data_cancelamento ?? v.data_status)]);
  return (
    <dl className="viagem-dados">
      {pares.map(([rotulo, valor]) => (
        <div key={rotulo} style={{ display: 'contents' }}>
          <dt>{rotulo}</dt>
          <dd>{valor || '—'}</dd>
        </div>
      ))}
      {v.dados_adicionais && (
        <>
          <dt>Dados adicionais</dt>
          <dd>{v.dados_adicionais}</dd>
        </>
      )}
      {v.observacao && (
        <>
          <dt>Observação</dt>
          <dd>{v.observacao}</dd>
        </>
      )}
    </dl>
  );
}

/** Opens the print page in a pop-up of 90% of the window (spec 02 §2). */
export function abrirImpressao(id: number): void {
  const w = Math.round(window.innerWidth * 0.9);
  const h = Math.round(window.innerHeight * 0.9);
  window.open(`/views/monitoramentos/sm_impressao.html?sm=${id}`, `sm_impressao_${id}`, `width=${w},height=${h},noopener`);
}

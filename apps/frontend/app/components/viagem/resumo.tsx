import { formatarDataHora } from '@gr/domain';
import type { ViagemDetalhe } from '~/components/viagem-form/tipos';

/** What a lifecycle window says about its trip before acting (spec 02 §2 "Windows opened from lists"). */
export function ResumoViagem({ viagem }: { viagem: ViagemDetalhe }) {
  return (
    <dl className="resumo-viagem">
      <dt>SM</dt>
      <dd>{viagem.id}</dd>
      <dt>Placa</dt>
      <dd>{viagem.placa ?? '—'}</dd>
      <dt>Cliente</dt>
      <dd>{viagem.cliente?.nome ?? '—'}</dd>
      <dt>Rota</dt>
      <dd>{viagem.rota?.descricao ?? '—'}</dd>
      <dt>Motorista</dt>
      <dd>{viagem.motorista?.nome ?? '—'}</dd>
      <dt>Previsão</dt>
      <dd>
        {formatarDataHora(viagem.previsao_inicio)} a {formatarDataHora(viagem.previsao_fim)}
      </dd>
    </dl>
  );
}

import { LIMITE_DISTANCIA_ORIGEM_KM, TIPOS_VIAGEM_COM_PRAZO, formatarDataHora } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useRef, useState } from 'react';
import { Campo, Formulario } from '~/components/form';
import { Confirmacao, Modal, useFecharModal } from '~/components/modal';
import { ResumoViagem } from '~/components/viagem/resumo';
import { api } from '~/lib/api.server';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import type { ViagemDetalhe } from '~/components/viagem-form/tipos';
import { deCampoDataHora, paraCampoDataHora, listaDaJanela } from '~/lib/viagens';
import { carregarViagem, erroDaApi, voltarParaLista } from '~/lib/viagens.server';
import { PainelErro } from '~/root';

/**
 * Finish trip window (spec 02 §4 "Trip finish"): GET {id}/verifica_fim gives the distance to the
 * end point and, for trip types 2 and 6, whether it is still within the deadline; each warning is
 * confirmed before PATCH {id}/finalizarviagem. After finishing the list reloads with no filters.
 */
export const handle = { titulo: 'Finalizar viagem' };

interface VerificaFim {
  informativo: string | null;
  distancia: number | null;
  tipo_viagem_id: number | null;
  dentro_do_prazo: boolean | null;
  /** The server's own warnings to confirm, when it words them (H4's answer adds them to the contract's). */
  aviso_distancia?: string | null;
  aviso_prazo?: string | null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viagem = await carregarViagem(request, params.id);
  const r = await api<VerificaFim>(request, `/api/monitoramentos/${params.id}/verifica_fim`, { registro: true });
  const verificacao: VerificaFim = r.ok ? r.data : { informativo: null, distancia: null, tipo_viagem_id: viagem.tipo_viagem_id, dentro_do_prazo: null };
  return { viagem, verificacao, avisos: avisosDoFim(viagem, verificacao) };
}

/** Distance in KM over 1 km, else metres (spec 02 §9). */
const km = (n: number) => (n > 1 ? `${n.toFixed(2).replace('.', ',')} KM` : `${Math.round(n * 1000)} M`);

/** The warnings to confirm before finishing (spec 02 §4). */
function avisosDoFim(viagem: ViagemDetalhe, v: VerificaFim): string[] {
  if ('aviso_distancia' in v || 'aviso_prazo' in v) return [v.aviso_distancia, v.aviso_prazo].filter((a): a is string => !!a);
  const avisos: string[] = [];
  if (v.distancia !== null && v.distancia !== undefined && Number(v.distancia) > LIMITE_DISTANCIA_ORIGEM_KM) {
    avisos.push(v.informativo?.trim() || `O veículo está a ${km(Number(v.distancia))} do ponto final da rota. Deseja finalizar a viagem mesmo assim?`);
  }
  const tipo = v.tipo_viagem_id ?? viagem.tipo_viagem_id;
  if (tipo !== null && TIPOS_VIAGEM_COM_PRAZO.includes(tipo) && v.dentro_do_prazo) {
    avisos.push(`Esta viagem ainda está dentro do prazo (previsão de fim ${formatarDataHora(viagem.previsao_fim)}). Deseja finalizar a viagem mesmo assim?`);
  }
  return avisos;
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) return data({ error: 'SM inválida' }, { status: 400 });
  const form = await request.formData();
  const quando = texto(form, 'fim_data');
  const fim = deCampoDataHora(quando);
  if (!fim) return data({ errors: { fim_data: ['Form não valido'] } }, { status: 400 });
  const updatedAt = texto(form, 'updated_at');
  const r = await api<{ msg?: string }>(request, `/api/monitoramentos/${params.id}/finalizarviagem`, {
    method: 'PATCH',
    body: { monitoramento: { fim_data: fim, ...(updatedAt ? { updated_at: updatedAt } : {}) } },
    registro: true,
  });
  if (!r.ok) return data({ errors: r.errors, error: `A SM não foi finalizada! ${erroDaApi(r, '')}`.trim() }, { status: r.status === 403 ? 403 : 422 });
  // Filters cleared and the grid reloaded (spec 02 §4).
  return voltarParaLista(request, r.data?.msg ?? 'SM finalizada com sucesso!', { limparFiltros: true });
}

export default function FinalizarViagem() {
  const { viagem, verificacao, avisos } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const fechar = useFecharModal(listaDaJanela(pathname));
  // How many warnings the user has confirmed; the form posts only when all are.
  const [confirmados, setConfirmados] = useState(0);
  const [perguntando, setPerguntando] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const enviar = () => formRef.current?.querySelector('form')?.requestSubmit();
  return (
    <Modal titulo={`Finalizar viagem: SM ${viagem.id}`} onFechar={fechar} largura={600}>
      <ResumoViagem viagem={viagem} />
      <p className="informativo-fim">
        {verificacao.distancia === null || verificacao.distancia === undefined
          ? 'Sem posição do veículo para medir a distância até o ponto final.'
          : `Distância até o ponto final: ${km(Number(verificacao.distancia))}.`}
      </p>
      <div ref={formRef}>
        <Formulario
          campos={['fim_data']}
          onCancelar={fechar}
          rotuloSalvar="Finalizar viagem"
          rotuloSalvando="Finalizando..."
          onSubmit={(e) => {
            if (confirmados < avisos.length) {
              e.preventDefault();
              setPerguntando(true);
            }
          }}
        >
          <input type="hidden" name="updated_at" value={viagem.updated_at ?? ''} />
          <Campo nome="fim_data" rotulo="Fim da viagem" type="datetime-local" defaultValue={paraCampoDataHora(new Date())} required />
        </Formulario>
      </div>
      {perguntando && confirmados < avisos.length && (
        <Confirmacao
          titulo="Confirmar finalização"
          rotuloConfirmar="Confirmar"
          perigo={false}
          onCancelar={() => {
            setPerguntando(false);
            setConfirmados(0);
          }}
          onConfirmar={() => {
            const proximo = confirmados + 1;
            setConfirmados(proximo);
            if (proximo >= avisos.length) {
              setPerguntando(false);
              // After React has re-rendered with every warning confirmed.
              setTimeout(enviar, 0);
            }
          }}
        >
          <p>{avisos[confirmados]}</p>
        </Confirmacao>
      )}
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

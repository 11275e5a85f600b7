import { MENSAGENS_VIAGEM } from '@gr/domain';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigate, useRouteError } from '@remix-run/react';
import { AreaTexto, Formulario, Selecao } from '~/components/form';
import { Modal } from '~/components/modal';
import { Seletor } from '~/components/seletor';
import { tiposDeOcorrencia } from '~/components/viagem-form/ocorrencias.server';
import { api } from '~/lib/api.server';
import { inteiroOuNulo, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { destinoVoltar, voltarDe } from '~/lib/voltar';
import { PainelErro } from '~/root';

/**
 * The standalone occurrence window (spec 02 "Windows opened from lists": 'Ocorrência avulsa',
 * staff groups): an occurrence about a vehicle, with or without a trip, POST
 * nova_ocorrencia_avulsa. The lists open it with `?veiculo_id=&placa=&sm_id=&voltar=`.
 */
export const handle = { titulo: 'Ocorrência avulsa' };
export const meta: MetaFunction = () => [{ title: 'Ocorrência avulsa · GR' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const veiculoId = q.get('veiculo_id');
  const smId = q.get('sm_id');
  const placa = (q.get('placa') ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 7);
  return {
    tipos: await tiposDeOcorrencia(request),
    veiculo: ehId(veiculoId) ? { id: Number(veiculoId), nome: exibir('placa', placa || veiculoId) } : null,
    smId: ehId(smId) ? Number(smId) : null,
    placa: placa || null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const ocorrenciaId = inteiroOuNulo(form, 'ocorrencia_id');
  if (!ocorrenciaId) return data({ errors: { ocorrencia_id: [MENSAGENS_VIAGEM.ocorrenciaNaoSelecionada] } }, { status: 400 });
  const ocorrencia: Record<string, unknown> = {
    ocorrencia_id: ocorrenciaId,
    veiculo_id: inteiroOuNulo(form, 'veiculo_id') ?? undefined,
    solicitacao_monitoramento_id: inteiroOuNulo(form, 'solicitacao_monitoramento_id') ?? undefined,
    placa: texto(form, 'placa') || undefined,
    descricao: texto(form, 'descricao') || undefined,
  };
  const r = await api<{ msg?: string }>(request, '/api/monitoramentos/nova_ocorrencia_avulsa', { method: 'POST', body: { ocorrencia }, registro: true });
  if (!r.ok) {
    const motivo = r.status >= 500 ? 'Erro interno do servidor!' : (r.error ?? '');
    const error = motivo.startsWith('A Ocorrencia não foi registrada!') ? motivo : `A Ocorrencia não foi registrada! ${motivo}`.trim();
    return data({ errors: r.errors, error }, { status: r.status });
  }
  return redirecionarComAviso(request, voltarDe(request, '/emviagem'), r.data.msg ?? 'Ocorrencia avulsa!', { tipo: 'sucesso', duracao: 6000 });
}

export default function OcorrenciaAvulsa() {
  const { tipos, veiculo, smId, placa } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  const fechar = () => ((location.state as { doGrid?: boolean } | null)?.doGrid ? navigate(-1) : navigate(destinoVoltar(location.search, '/emviagem')));
  return (
    <Modal titulo="Ocorrência avulsa" onFechar={fechar} largura={640}>
      <Formulario campos={['ocorrencia_id', 'veiculo_id', 'descricao']} rotulo="Ocorrência avulsa" rotuloSalvar="Registrar ocorrência" rotuloSalvando="Registrando..." onCancelar={fechar}>
        {smId ? (
          // From a trip's row: the occurrence is about that trip and its plate.
          <div className="campo">
            <label htmlFor="avulsa-sm">SM</label>
            <input id="avulsa-sm" type="text" readOnly aria-readonly="true" className="somente-leitura" value={`${smId}${placa ? ` · ${exibir('placa', placa)}` : ''}`} />
            <input type="hidden" name="solicitacao_monitoramento_id" value={smId} />
            {placa && <input type="hidden" name="placa" value={placa} />}
          </div>
        ) : (
          <Seletor nome="veiculo_id" rotulo="Placa" fonte="veiculos" maiusculas inicial={veiculo ? [veiculo] : []} placeholder="Digite ao menos 2 caracteres da placa" />
        )}
        <Selecao nome="ocorrencia_id" rotulo="Ocorrência" opcoes={tipos.map((t) => ({ valor: t.id, rotulo: `${t.codigo ? `${t.codigo} - ` : ''}${t.descricao}` }))} />
        <AreaTexto nome="descricao" rotulo="Descrição" rows={3} maxLength={2000} />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

import { MENSAGENS_PRONTA_RESPOSTA } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AreaTexto, Campo, Formulario } from '~/components/form';
import { api } from '~/lib/api.server';
import { formatarDataHora } from '~/lib/datas';
import { falhaFormulario } from '~/lib/form.server';
import { formatarReais } from '~/lib/mascaras';
import type { Esquema } from '~/lib/tipos';

type Resumo = Esquema<'ResumoAutorizacaoDto'>;
type Liberacao = Esquema<'LiberacaoProntaRespostaDto'>;

export const meta: MetaFunction = () => [{ title: 'Autorização de pronta resposta · GR' }, { name: 'robots', content: 'noindex' }];

/**
 * /monitoramento/autorizacao/pronta_resposta?token=… (spec 02 §2, §6; decision 48): the page the
 * signed single-use link opens, without a session. It shows the trip and the client's
 * rapid-response companies; whoever holds the link types a name and authorises once. A used,
 * expired or forged link shows the server's refusal and no form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { token, resumo: null, erro: MENSAGENS_PRONTA_RESPOSTA.linkInvalido };
  const r = await api<Resumo>(request, '/api/monitoramentos/autorizacao_pronta_resposta', { query: { token }, publico: true });
  return { token, resumo: r.ok ? r.data : null, erro: r.ok ? null : (r.error ?? MENSAGENS_PRONTA_RESPOSTA.linkInvalido) };
}

export async function action({ request }: ActionFunctionArgs) {
  const f = await request.formData();
  const campo = (n: string) => String(f.get(n) ?? '');
  const r = await api<Liberacao>(request, '/api/monitoramentos/autoriza_pronta_resposta', {
    method: 'POST',
    publico: true,
    body: { token: campo('token'), nome: campo('nome'), observacao: campo('observacao') || null },
  });
  if (!r.ok) return falhaFormulario(r, 'A pronta resposta não foi autorizada');
  return data({ liberada: r.data });
}

export default function AutorizacaoProntaResposta() {
  const { token, resumo, erro } = useLoaderData<typeof loader>();
  const feito = useActionData<typeof action>() as { liberada?: Liberacao } | undefined;
  const liberada = feito?.liberada;
  return (
    <main className="pagina-solta">
      <section className="pagina-autorizacao cartao-autorizacao" aria-labelledby="titulo-autorizacao">
        <p className="marca marca-grande">
          GR <span>Gerenciamento de Risco</span>
        </p>
        <h1 id="titulo-autorizacao">Autorização de pronta resposta</h1>
        {liberada ? (
          <p className="bloco-ok" role="status">
            {MENSAGENS_PRONTA_RESPOSTA.autorizado} por {liberada.usuario_liberacao} em {formatarDataHora(new Date())}: a central aciona a pronta resposta da SM {liberada.sm_id}.
          </p>
        ) : !resumo ? (
          <p className="form-erro-geral" role="alert">
            {erro}
          </p>
        ) : (
          <>
            <dl className="resumo-viagem">
              <dt>SM</dt>
              <dd>{resumo.sm_id}</dd>
              <dt>Placa</dt>
              <dd>{resumo.placa ?? '—'}</dd>
              <dt>Cliente</dt>
              <dd>{resumo.cliente ?? '—'}</dd>
              <dt>Motorista</dt>
              <dd>{resumo.motorista ?? '—'}</dd>
              <dt>Rota</dt>
              <dd>{resumo.origem && resumo.destino ? `${resumo.origem} → ${resumo.destino}` : '—'}</dd>
              <dt>Última posição</dt>
              <dd>
                {resumo.ultima_posicao
                  ? `${resumo.ultima_posicao.latitude.toFixed(5)}, ${resumo.ultima_posicao.longitude.toFixed(5)} em ${formatarDataHora(resumo.ultima_posicao.data_posicao)}`
                  : 'Sem posição'}
              </dd>
              <dt>Link válido até</dt>
              <dd>{formatarDataHora(resumo.valida_ate)}</dd>
            </dl>
            {resumo.prontas_respostas.length > 0 && (
              <table className="tabela-simples">
                <caption>Pronta resposta contratada</caption>
                <thead>
                  <tr>
                    <th scope="col">Empresa</th>
                    <th scope="col">Acionamento</th>
                    <th scope="col">Por km</th>
                    <th scope="col">Permanência (hora)</th>
                  </tr>
                </thead>
                <tbody>
                  {resumo.prontas_respostas.map((p) => (
                    <tr key={p.nome}>
                      <td>{p.nome}</td>
                      <td>{formatarReais(p.valor_acionamento)}</td>
                      <td>{formatarReais(p.valor_distancia)}</td>
                      <td>{formatarReais(p.valor_permanencia)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Formulario campos={['nome', 'observacao', 'token']} rotuloSalvar="Autorizar pronta resposta" rotuloSalvando="Autorizando...">
              <input type="hidden" name="token" value={token} />
              <Campo nome="nome" rotulo="Nome de quem autoriza" required minLength={3} maxLength={60} autoComplete="name" />
              <AreaTexto nome="observacao" rotulo="Observação" rows={3} maxLength={500} />
            </Formulario>
            <p className="pagina-descricao">O link vale uma vez só: depois de autorizar, ele não abre de novo.</p>
          </>
        )}
      </section>
    </main>
  );
}

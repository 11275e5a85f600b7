import { textoGridVazio } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { TabelaComandos } from '~/components/comandos';
import { AreaTexto, Campo, Formulario, Selecao, type ResultadoFormulario } from '~/components/form';
import { useAvisos } from '~/components/toast';
import { api } from '~/lib/api.server';
import { alvoDosParametros, comandosDo } from '~/lib/comandos.server';
import { texto } from '~/lib/form.server';
import { PainelErro } from '~/root';

/**
 * /comunicacao?viagem_id=&telefone=&placa=&tipos=whatsapp-sms-texto (spec 02 §2, §7, §8): a message
 * to the driver by SMS or WhatsApp, or a text to the tracker's keypad, and what was sent with its
 * state. Errors as the spec words them: 'Erro ao enviar SMS', 'Erro ao enviar Whatsapp',
 * 'Erro ao registrar Macro/Texto' plus the first error.
 */
export const handle = { titulo: 'Comunicação' };
export const meta: MetaFunction = () => [{ title: 'Comunicação · GR' }];

const CANAIS = {
  sms: { rotulo: 'SMS', caminho: '/api/integracao/g4flex/enviar_sms', erro: 'Erro ao enviar SMS' },
  whatsapp: { rotulo: 'WhatsApp', caminho: '/api/integracao/enviar_whatsapp', erro: 'Erro ao enviar Whatsapp' },
  texto: { rotulo: 'Texto ao teclado do rastreador', caminho: '/api/integracao/enviar_texto', erro: 'Erro ao registrar Macro/Texto' },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const alvo = await alvoDosParametros(request);
  return { alvo, ...(await comandosDo(request, alvo)) };
}

export async function action({ request }: ActionFunctionArgs): Promise<ResultadoFormulario & { ok?: string; quando?: number }> {
  const form = await request.formData();
  const alvo = await alvoDosParametros(request);
  const tipo = texto(form, 'tipo') as keyof typeof CANAIS;
  const canal = CANAIS[tipo];
  if (!canal || !alvo.tipos.includes(tipo)) return { errors: { tipo: ['escolha como enviar'] } };
  const corpo =
    tipo === 'texto'
      ? { terminal_id: alvo.veiculo?.numero ?? '', mensagem: texto(form, 'mensagem'), viagem_id: alvo.viagemId ?? undefined }
      : { telefone: texto(form, 'telefone'), mensagem: texto(form, 'mensagem'), viagem_id: alvo.viagemId ?? undefined, veiculo_id: alvo.veiculo?.id };
  const r = await api<{ message: string }>(request, canal.caminho, { method: 'POST', body: corpo, registro: true });
  if (r.ok) return { ok: r.data.message, quando: Date.now() };
  const primeiro = r.errors ? Object.values(r.errors).flat()[0] : r.error;
  return { errors: r.errors, error: `${canal.erro}${primeiro ? `: ${primeiro}` : ''}` };
}

export default function Comunicacao() {
  const { alvo, linhas, erro } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const { notificar } = useAvisos();
  useEffect(() => {
    if (resposta?.ok) notificar(resposta.ok, 'sucesso', 6000);
  }, [resposta, notificar]);
  const opcoes = alvo.tipos.filter((t) => t !== 'texto' || alvo.veiculo?.numero).map((t) => ({ valor: t, rotulo: CANAIS[t].rotulo }));
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Comunicação</h1>
      <p className="pagina-descricao">
        {alvo.viagemId ? `Viagem (SM) ${alvo.viagemId}${alvo.viagem?.motorista ? ` · motorista ${alvo.viagem.motorista}` : ''}. ` : ''}
        {alvo.veiculo ? `Veículo ${alvo.veiculo.placa} · terminal ${alvo.veiculo.numero ?? 'não cadastrado'}.` : 'Mensagem ao motorista por SMS ou WhatsApp.'}
      </p>
      <div className="painel painel-largo">
        <Formulario key={resposta?.quando} campos={['tipo', 'telefone', 'mensagem', 'terminal_id']} rotuloSalvar="Enviar" rotuloSalvando="Enviando..." className="form-colunas" rotulo="Nova mensagem">
          <Selecao nome="tipo" rotulo="Enviar por" opcoes={opcoes} defaultValue={opcoes[0]?.valor} vazio={null} required />
          <Campo nome="telefone" rotulo="Telefone" defaultValue={alvo.telefone} inputMode="tel" ajuda={`Para SMS e WhatsApp; com DDD${alvo.viagem && alvo.viagem.telefones.length > 1 ? `. Telefones da viagem: ${alvo.viagem.telefones.join(', ')}` : ''}`} aliases={['terminal_id']} />
          <AreaTexto nome="mensagem" rotulo="Mensagem" className="largura-total" required rows={3} maxLength={1000} />
        </Formulario>
        <h2>Mensagens enviadas</h2>
        {erro ? (
          <p className="form-erro-geral" role="alert">
            {erro}
          </p>
        ) : (
          <TabelaComandos linhas={linhas.filter((c) => c.canal !== 'RASTREADOR')} titulo="Mensagens enviadas" vazio={textoGridVazio('MENSAGEM', true)} />
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

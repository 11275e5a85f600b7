import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { useRef } from 'react';
import type { loader } from './monitoramento.form.server';
import { useFecharModal } from '~/components/modal';
import { useUsuario } from '~/components/usuario';
import { FormularioViagem } from '~/components/viagem-form/formulario-viagem';
import { JanelaOuPagina } from '~/components/viagem-form/janela-ou-pagina';
import { PainelErro } from '~/root';

export { action, loader } from './monitoramento.form.server';

/**
 * /novo_monitoramento and /monitoramento/{id} (spec 02 §2 "Trip pages", §6): a client user
 * (group 8) gets a full page and, after saving, /agendada; staff get a window (the lists open it
 * with `voltar`, where it goes back to).
 */
export const handle = { titulo: (p: string) => (p.startsWith('/novo_monitoramento') ? 'Nova SM' : 'Editar SM') };
export const meta: MetaFunction = ({ params }) => [{ title: `${params.id ? `Editar SM ${params.id}` : 'Nova SM'} · GR` }];

export default function MonitoramentoForm() {
  const { viagem, tecnologias, tiposViagem } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const fecharJanela = useFecharModal('/agendada', ['voltar']);
  const pagina = useRef<HTMLDivElement>(null);
  const titulo = viagem ? `Editar SM ${viagem.id}${viagem.placa ? ` · ${viagem.placa}` : ''}` : 'Nova SM';
  const rolarTopo = () => {
    const janela = pagina.current?.closest('.modal-corpo');
    if (janela) janela.scrollTop = 0;
    window.scrollTo({ top: 0 });
  };
  const formulario = (
    <div ref={pagina}>
      <FormularioViagem
        key={viagem?.id ?? 'nova'}
        viagem={viagem}
        usuario={usuario}
        tecnologias={tecnologias}
        tiposViagem={tiposViagem}
        onCancelar={fecharJanela}
        rolarTopo={rolarTopo}
      />
    </div>
  );
  return (
    <JanelaOuPagina titulo={titulo} onFechar={fecharJanela}>
      {formulario}
    </JanelaOuPagina>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

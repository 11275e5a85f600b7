import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { ou } from '~/components/cadastro-consulta/apresentacao';
import { CartaoItem } from '~/components/cadastro-consulta/cartao-item';
import { CorrigirParametros } from '~/components/cadastro-consulta/corrigir-parametros';
import { useUsuario } from '~/components/usuario';
import { SeloStatus } from '~/grids/cadastro-consulta';
import { listaDeVolta } from '~/lib/cadastro-consulta';
import { formatarData, formatarDataHora } from '~/lib/datas';
import { PainelErro } from '~/root';
import estilos from '~/cadastro-consulta.css?url';
import type { loader } from './detalhes.server';

export { action, loader } from './detalhes.server';


/**
 * /detalhes/{id}/{hash} (spec 03 §2 "item analysis and release protocol, with attachments and PDF
 * export", §3 "Registro", §4, §5, §8): the registration and one card per item, with its laudo,
 * block and observations. Staff analyse an item (an observation APROVADO, REPROVADO or CANCELADO by
 * the button pressed; approving makes the registration RETIFICADO), correct its parameters
 * (?corrigir={item} opens the pop-up), attach images (png, jpeg) or PDFs up to 5 MB and open the
 * protocol in PDF. Upload errors show 6 s, correction errors 8 s (spec 03 §8).
 */
export const handle = { titulo: 'Detalhes da consulta' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Consulta ${data?.detalhe.registro.protocolo ?? ''} · GR` }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

export default function Detalhes() {
  const { detalhe } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const [busca, setBusca] = useSearchParams();
  const r = detalhe.registro;
  const corrigindo = detalhe.itens_registros.find((i) => i.hash === busca.get('corrigir'));
  const fecharCorrecao = () =>
    setBusca(
      (b) => {
        b.delete('corrigir');
        return b;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro
        titulo={`Consulta ${r.protocolo}`}
        resumo={`${r.cliente} · ${r.criterio}`}
        voltar={{ para: listaDeVolta(usuario?.grupo_usuario_id ?? 0), rotulo: 'Voltar' }}
      >
        <a className="botao" href={`/recursos/cadastro/pdf/${r.id}/${encodeURIComponent(r.hash)}`} target="_blank" rel="noopener noreferrer">
          Protocolo em PDF
        </a>
      </CabecalhoRegistro>
      <dl className="dados-checklist">
        {(
          [
            ['Protocolo', r.protocolo],
            ['Status', <SeloStatus key="s" status={detalhe.status || r.status} />],
            ['Validade', formatarData(r.validade)],
            ['Cliente', r.cliente],
            ['Política', r.criterio],
            ['Cadastrado por', r.usuario],
            ['Data de cadastro', formatarDataHora(r.data_cadastro)],
            ['Finalidade', r.finalidade],
            ['Base legal', r.base_legal],
            ['Observação', r.observacao],
          ] as Array<[string, ReactNode]>
        ).map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{ou(valor)}</dd>
          </div>
        ))}
      </dl>
      <div className="itens-registro">
        {detalhe.itens_registros.map((item, i) => (
          <CartaoItem
            key={item.hash}
            item={item}
            numero={i + 1}
            podeAnalisar={detalhe.pode_analisar}
            podeAlterar={detalhe.pode_alterar}
            onCorrigir={() =>
              setBusca(
                (b) => {
                  b.set('corrigir', item.hash);
                  return b;
                },
                { preventScrollReset: true },
              )
            }
          />
        ))}
        {detalhe.itens_registros.length === 0 && <p className="vazio">Este registro não tem itens.</p>}
      </div>
      {corrigindo && <CorrigirParametros item={corrigindo} onFechar={fecharCorrecao} />}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

import { useLoaderData, useRouteError } from '@remix-run/react';
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { CAMPOS_NOVA_CONSULTA } from '~/components/cadastro-consulta/nova-consulta';
import { PassoDados } from '~/components/cadastro-consulta/passo-dados';
import { PassoDocumentos } from '~/components/cadastro-consulta/passo-documentos';
import { PerguntaVigente } from '~/components/cadastro-consulta/pergunta-vigente';
import { AcoesPesquisaConjunta } from '~/components/cadastro-consulta/pesquisa-conjunta';
import { useNovaConsulta } from '~/components/cadastro-consulta/use-nova-consulta';
import { Formulario } from '~/components/form';
import { BotoesPassos, PassosAssistente } from '~/components/passos';
import { PainelErro } from '~/root';
import estilos from '~/cadastro-consulta.css?url';
import type { loader } from './novo.server';

export { action, loader } from './novo.server';

/**
 * /novo (spec 03 §2, §4 "Registration", §5 "Documents", "Registration submit messages", "Masks"):
 * the multi-step registration. Step 1 is the client, the policy, the joint-search choice and the
 * LGPD purpose and legal basis; then the policy's template (1, 2, 3: driver then vehicle and its
 * owner; 5: driver; 6: company; 7: vehicle), and in a joint search up to 4 extra vehicles and 4
 * extra owners. Each step is pending, on, success or hidden. Leaving a document step looks the
 * documents up: its errors block 'Próximo', what it finds fills the fields, and a search still
 * valid asks whether to search again (is_nova_pesquisa). The same domain rules as the API
 * (lerPedidoRegistro) check the form before it is sent; the API's field errors come back beside
 * the fields.
 */
export const handle = { titulo: 'Nova consulta' };
export const meta: MetaFunction = () => [{ title: 'Nova consulta · GR' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

export default function NovaConsulta() {
  const { politicas, clienteFixo } = useLoaderData<typeof loader>();
  const n = useNovaConsulta(politicas, clienteFixo);
  const { pergunta } = n;

  return (
    <section className="pagina-registro pagina-formulario" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo="Nova consulta" voltar={{ para: '/cadastro_consulta', rotulo: 'Voltar para consultas' }} />
      <PassosAssistente className="passos-cadastro" etapas={n.plano} />

      {n.conjunta && n.comVeiculo && (
        <AcoesPesquisaConjunta
          form={n.form}
          adicionarVeiculo={n.adicionarVeiculo}
          removerVeiculo={n.removerVeiculo}
          adicionarProprietario={n.adicionarProprietario}
          removerProprietario={n.removerProprietario}
        />
      )}

      <Formulario
        campos={CAMPOS_NOVA_CONSULTA}
        rotulo="Nova consulta"
        rotuloSalvar="Enviar consulta"
        rotuloSalvando="Enviando consulta..."
        somenteLeitura={!n.ultimo}
        onSubmit={n.aoEnviar}
        acoesExtras={<BotoesPassos primeiro={n.atual.posicao === 0} ultimo={n.ultimo} voltar={n.voltar} proximo={n.proximo} bloqueado={n.bloqueado} ocupado={n.consultando} />}
      >
        {/* A field's own error goes away as soon as the field changes (the next check finds it again). */}
        <div
          className="largura-total"
          onChange={(e) => {
            const nome = (e.target as HTMLInputElement).name;
            if (nome && n.erros[nome]) n.setErros(({ [nome]: _, ...resto }) => resto);
          }}
        >
          {n.avisoPasso && (
            <p className="form-erro-geral" role="alert">
              {n.avisoPasso}
            </p>
          )}
          {n.bloqueado && (
            <div className="aviso-perigo" role="alert">
              {n.bloqueio!.erros.map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          )}

          <PassoDados
            oculto={n.atual.chave !== 'dados'}
            form={n.form}
            setForm={n.setForm}
            setDados={n.setDados}
            politicas={politicas}
            clienteFixo={clienteFixo}
            podeConjunta={n.podeConjunta}
            errosDe={n.errosDe}
          />

          {n.visiveis.map((p) => (
            <PassoDocumentos
              key={p.chave}
              p={p}
              oculto={p.chave !== n.atual.chave}
              form={n.form}
              errosDe={n.errosDe}
              setMotorista={n.setMotorista}
              setEmpresa={n.setEmpresa}
              setVeiculo={n.setVeiculo}
              setProprietario={n.setProprietario}
              aoSair={n.aoSair}
            />
          ))}
        </div>
      </Formulario>

      {pergunta && <PerguntaVigente validade={pergunta.validade} onResponder={(nova) => n.mandar(pergunta.corpo, nova)} onFechar={() => n.setPergunta(null)} />}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

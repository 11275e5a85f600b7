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
  const {
    form,
    setForm,
    plano,
    visiveis,
    atual,
    ultimo,
    podeConjunta,
    conjunta,
    comVeiculo,
    erros,
    setErros,
    errosDe,
    avisoPasso,
    bloqueio,
    bloqueado,
    consultando,
    pergunta,
    setPergunta,
    mandar,
    proximo,
    voltar,
    aoEnviar,
    adicionarVeiculo,
    removerVeiculo,
    adicionarProprietario,
    removerProprietario,
    setDados,
    setMotorista,
    setEmpresa,
    setVeiculo,
    setProprietario,
    aoSair,
  } = useNovaConsulta(politicas, clienteFixo);

  return (
    <section className="pagina-registro pagina-formulario" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo="Nova consulta" voltar={{ para: '/cadastro_consulta', rotulo: 'Voltar para consultas' }} />
      <PassosAssistente className="passos-cadastro" etapas={plano} />

      {conjunta && comVeiculo && (
        <AcoesPesquisaConjunta
          form={form}
          adicionarVeiculo={adicionarVeiculo}
          removerVeiculo={removerVeiculo}
          adicionarProprietario={adicionarProprietario}
          removerProprietario={removerProprietario}
        />
      )}

      <Formulario
        campos={CAMPOS_NOVA_CONSULTA}
        rotulo="Nova consulta"
        rotuloSalvar="Enviar consulta"
        rotuloSalvando="Enviando consulta..."
        somenteLeitura={!ultimo}
        onSubmit={aoEnviar}
        acoesExtras={<BotoesPassos primeiro={atual.posicao === 0} ultimo={ultimo} voltar={voltar} proximo={proximo} bloqueado={bloqueado} ocupado={consultando} />}
      >
        {/* A field's own error goes away as soon as the field changes (the next check finds it again). */}
        <div
          className="largura-total"
          onChange={(e) => {
            const nome = (e.target as HTMLInputElement).name;
            if (nome && erros[nome]) setErros(({ [nome]: _, ...resto }) => resto);
          }}
        >
          {avisoPasso && (
            <p className="form-erro-geral" role="alert">
              {avisoPasso}
            </p>
          )}
          {bloqueado && (
            <div className="aviso-perigo" role="alert">
              {bloqueio!.erros.map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          )}

          <PassoDados
            oculto={atual.chave !== 'dados'}
            form={form}
            setForm={setForm}
            setDados={setDados}
            politicas={politicas}
            clienteFixo={clienteFixo}
            podeConjunta={podeConjunta}
            errosDe={errosDe}
          />

          {visiveis.map((p) => (
            <PassoDocumentos
              key={p.chave}
              p={p}
              oculto={p.chave !== atual.chave}
              form={form}
              errosDe={errosDe}
              setMotorista={setMotorista}
              setEmpresa={setEmpresa}
              setVeiculo={setVeiculo}
              setProprietario={setProprietario}
              aoSair={aoSair}
            />
          ))}
        </div>
      </Formulario>
      {pergunta && <PerguntaVigente validade={pergunta.validade} onResponder={(nova) => mandar(pergunta.corpo, nova)} onFechar={() => setPergunta(null)} />}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

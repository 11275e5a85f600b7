import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { Caixa, Campo, ErrosDe, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { CAMPOS_PGR_CLIENTE, MOEDAS, NIVEIS, ROTULOS_PGR } from '~/components/pgr-cliente/campos';
import { Historico } from '~/components/pgr-cliente/historico';
import { SeletorCliente } from '~/components/seletor-cliente';
import { OPCOES_GRAU_RISCO } from '~/grids/listas';
import { formatarReais } from '~/lib/mascaras';
import { PainelErro } from '~/root';
import type { loader } from './pgr_cliente.form.server';

export { action, loader } from './pgr_cliente.form.server';

/**
 * The client PGR form (spec 03 §3 "Client PGR", §4 "PGR", §5 "Client PGR / PGR / point", §8):
 * /pgr_cliente/{cliente_id}/novo and /pgr_cliente/{cliente_id}/{id}, a pop-up over the client's
 * PGR list. Every field of the spec; a failed save shows the danger alert listing each field's
 * errors (labels Pgr, Validade...); an existing PGR shows its history (diff_history).
 */
export const meta: MetaFunction = ({ params }) => [{ title: `${params.id ? 'Editar PGR do cliente' : 'Novo PGR do cliente'} · GR` }];

export default function PgrClienteForm() {
  const { clienteId, pgr, historico, pgrs, grupos, validadePadrao } = useLoaderData<typeof loader>();
  const fechar = useFecharModal(`/pgr_cliente/${clienteId}`);
  const horarioInicial = pgr?.horario_rodagem ?? (pgr?.horario_rodagem_inicio && pgr.horario_rodagem_termino ? `${pgr.horario_rodagem_inicio.slice(0, 5)} - ${pgr.horario_rodagem_termino.slice(0, 5)}` : '');
  const [horario, setHorario] = useState(horarioInicial);
  const [temperatura, setTemperatura] = useState({ alerta: !!pgr?.config_temperatura?.alerta, ocorrencia: !!pgr?.config_temperatura?.ocorrencia });
  const m = /^(\d{2}):(\d{2}) - (\d{2}):(\d{2})$/.exec(horario);
  const aviso = m && `${m[1]}:${m[2]}` > `${m[3]}:${m[4]}` ? 'O início é depois do término: a rodagem atravessa a meia-noite.' : undefined;
  const incompleto = horario && !m ? "Use 'HH:mm - HH:mm'" : undefined;
  const preenchimentoDesligado = temperatura.alerta || temperatura.ocorrencia;
  // The API names the party as a text (its DTO says { id, razao_social }): both are read.
  const escolhido = (id: number | null | undefined, ref: { razao_social: string } | string | null | undefined) =>
    id ? [{ id, nome: (typeof ref === 'string' ? ref : ref?.razao_social) ?? `Cliente ${id}` }] : [];
  return (
    <Modal titulo={pgr ? `Editar PGR ${pgr.descricao}` : 'Novo PGR do cliente'} onFechar={fechar} largura={980}>
      <Formulario campos={CAMPOS_PGR_CLIENTE} onCancelar={fechar} className="form-colunas" rotulosAlerta={ROTULOS_PGR} key={pgr?.updated_at ?? 'novo'}>
        {pgr?.updated_at && <input type="hidden" name="updated_at" value={pgr.updated_at} />}
        <Selecao nome="pgr_id" rotulo="Pgr" aliases={['pgr']} opcoes={pgrs.map((p) => ({ valor: p.id, rotulo: p.descricao }))} defaultValue={pgr?.pgr_id ?? ''} required />
        <Campo nome="descricao" rotulo="Descrição" defaultValue={pgr?.descricao ?? ''} mascara="maiusculas" required autoComplete="off" />
        <Campo nome="validade" rotulo="Validade" type="date" defaultValue={pgr?.validade?.slice(0, 10) ?? validadePadrao} required ajuda="Padrão: um ano a partir de hoje." />
        <Selecao nome="grau_risco" rotulo="Grau de risco" opcoes={OPCOES_GRAU_RISCO} defaultValue={pgr?.grau_risco ?? ''} />
        <SeletorCliente nome="embarcador_id" rotulo="Embarcador" fonte="embarcadores" aliases={['embarcador']} inicial={escolhido(pgr?.embarcador_id, pgr?.embarcador)} />
        <SeletorCliente nome="corretora_id" rotulo="Corretora" fonte="corretores" aliases={['corretora']} inicial={escolhido(pgr?.corretora_id, pgr?.corretora)} />
        <SeletorCliente nome="seguradora_id" rotulo="Seguradora" fonte="seguradores" aliases={['seguradora']} inicial={escolhido(pgr?.seguradora_id, pgr?.seguradora)} />
        <Campo
          nome="horario_rodagem"
          rotulo="Horário de rodagem"
          aliases={['horario_rodagem_inicio', 'horario_rodagem_termino']}
          mascara="intervaloHoras"
          placeholder="HH:mm - HH:mm"
          defaultValue={horarioInicial}
          onChange={(e) => setHorario(e.target.value)}
          erros={incompleto ? [incompleto] : undefined}
          ajuda={aviso ?? 'Ex.: 06:00 - 22:00'}
        />
        {MOEDAS.map((nome) => (
          <Campo
            key={nome}
            nome={nome}
            rotulo={ROTULOS_PGR[nome]!}
            mascara="moeda"
            placeholder="R$ 0,00"
            defaultValue={pgr?.[nome] === null || pgr?.[nome] === undefined ? '' : formatarReais(pgr[nome])}
          />
        ))}
        <Campo
          nome="tempo_perda_sinal_agendamento"
          rotulo="Tempo de perda de sinal (min)"
          type="number"
          min={0}
          defaultValue={pgr?.tempo_perda_sinal_agendamento ?? ''}
        />
        <fieldset className="caixas">
          <legend>Opções</legend>
          <Caixa nome="pgr_padrao" rotulo="PGR padrão do cliente" defaultChecked={pgr?.pgr_padrao ?? false} />
          <Caixa nome="bloqueio_analise_perfil" rotulo="Bloqueio por análise de perfil" defaultChecked={pgr?.bloqueio_analise_perfil ?? false} />
        </fieldset>
        <fieldset className="caixas">
          <legend>Grupos de contatos exclusivos</legend>
          <div className="caixas-em-linha lista-rolavel">
            {grupos.length === 0 && <span>NENHUM GRUPO FOI ENCONTRADO NESTA PESQUISA...</span>}
            {grupos.map((g) => (
              <label key={g.id} className="caixa-em-linha">
                <input type="checkbox" name="grupos_contatos_exclusivos" value={g.id} defaultChecked={pgr?.grupos_contatos_exclusivos?.includes(g.id) ?? false} /> {g.descricao}
              </label>
            ))}
          </div>
          <ErrosDe nome="grupos_contatos_exclusivos" />
        </fieldset>
        <fieldset className="caixas">
          <legend>Alertas: níveis de contato que recebem SMS</legend>
          <div className="caixas-em-linha">
            {NIVEIS.map((n) => (
              <label key={n} className="caixa-em-linha">
                <input type="checkbox" name="niveis_contatos_para_sms" value={n} defaultChecked={pgr?.config_alertas?.niveis_contatos_para_sms?.includes(n) ?? false} /> Nível {n}
              </label>
            ))}
          </div>
          <ErrosDe nome="config_alertas.niveis_contatos_para_sms" aliases={['config_alertas']} />
        </fieldset>
        <fieldset className="caixas largura-total">
          <legend>Temperatura</legend>
          <div className="caixas-em-linha">
            <label className="caixa-em-linha">
              <input type="hidden" name="config_temperatura.alerta" value="false" />
              <input
                type="checkbox"
                name="config_temperatura.alerta"
                value="true"
                checked={temperatura.alerta}
                onChange={(e) => setTemperatura((t) => ({ ...t, alerta: e.target.checked }))}
              />{' '}
              Gerar alerta
            </label>
            <label className="caixa-em-linha">
              <input type="hidden" name="config_temperatura.ocorrencia" value="false" />
              <input
                type="checkbox"
                name="config_temperatura.ocorrencia"
                value="true"
                checked={temperatura.ocorrencia}
                onChange={(e) => setTemperatura((t) => ({ ...t, ocorrencia: e.target.checked }))}
              />{' '}
              Gerar ocorrência
            </label>
          </div>
          <div className="form-colunas-internas">
            <Campo
              nome="temperatura_minima"
              aliases={['config_temperatura.temperatura_minima']}
              rotulo="Temperatura mínima (°C)"
              type="number"
              step="0.1"
              disabled={preenchimentoDesligado}
              defaultValue={pgr?.config_temperatura?.temperatura_minima ?? ''}
            />
            <Campo
              nome="temperatura_maxima"
              aliases={['config_temperatura.temperatura_maxima']}
              rotulo="Temperatura máxima (°C)"
              type="number"
              step="0.1"
              disabled={preenchimentoDesligado}
              defaultValue={pgr?.config_temperatura?.temperatura_maxima ?? ''}
              ajuda={preenchimentoDesligado ? 'Disponível só sem alerta e sem ocorrência.' : undefined}
            />
          </div>
        </fieldset>
      </Formulario>
      {pgr && <Historico itens={historico} />}
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

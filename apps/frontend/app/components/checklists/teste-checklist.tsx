import { formatarData, MARCAS_ITEM, type MarcaItem, MENSAGENS_CHECKLIST, STATUS_FINALIZADOS } from '@gr/domain';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { AreaTexto, Caixa, Formulario } from '~/components/form';
import { Modal } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { AlertasDoChecklist, Periferico, StatusChecklistIcone } from '~/grids/checklists';
import { DURACAO } from '~/lib/avisos';
import { listaDoUsuario } from '~/lib/checklists';
import { exibir } from '~/lib/mascaras';
import type { loader, Resultado } from '~/routes/checklist.teste.server';
import { PainelPreTeste } from './painel-pre-teste';
import { PROCEDIMENTOS } from './procedimentos';

/** The operator's test of routes/checklist.teste.tsx: alerts, pre-test, procedures, the items' marks and the pending note. */
export function TesteDoChecklist() {
  const { checklist: c, alertas, preteste, problemas } = useLoaderData<typeof loader>();
  const resultado = useActionData<Resultado>();
  const navigation = useNavigation();
  const usuario = useUsuario();
  const { notificar } = useAvisos();
  const [marcas, setMarcas] = useState<Record<number, MarcaItem>>(() =>
    Object.fromEntries(c.itens.filter((i) => i.status === 'APROVADO' || i.status === 'REPROVADO').map((i) => [i.id, i.status as MarcaItem])),
  );
  const [destacar, setDestacar] = useState<ReadonlySet<number>>(new Set());
  const [pendencia, setPendencia] = useState(false);
  const finalizado = STATUS_FINALIZADOS.includes(c.status);
  const salvando = navigation.state === 'submitting';

  useEffect(() => {
    if (resultado?.semMarca?.length) setDestacar(new Set(resultado.semMarca));
    // 409: another operator changed it; the page reloaded, the message says why.
    if (resultado?.error) notificar(resultado.error, 'erro', DURACAO.padrao);
    else if (resultado?.aviso) notificar(resultado.aviso, 'sucesso', DURACAO.padrao);
  }, [resultado, notificar]);
  // While the test is open, the pre-test statuses come back every 60 s (spec 01 §9),
  const revalidador = useRevalidator();
  useEffect(() => {
    // and the alerts of the stage too, while the test is open.
    if (STATUS_FINALIZADOS.includes(c.status)) return;
    const t = setInterval(() => revalidador.revalidate(), 60_000);
    return () => clearInterval(t);
  }, [c.status, revalidador]);

  const marcar = (id: number, m: MarcaItem) => {
    setMarcas((a) => ({ ...a, [id]: m }));
    setDestacar((d) => {
      const n = new Set(d);
      n.delete(id);
      return n;
    });
  };

  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro
        titulo={`Teste do checklist nº ${c.id}`}
        resumo={[c.placa ? exibir('placa', c.placa) : null, c.cliente, c.tecnologia].filter(Boolean).join(' · ')}
        voltar={{ para: listaDoUsuario(usuario?.grupo_usuario_id ?? 6), rotulo: 'Voltar para checklists' }}
      >
        <StatusChecklistIcone status={c.status} reutilizado={c.reutilizado} />
        {c.disponivel_teste_online && (
          <Link className="botao" to={`/checklist/teste_automatico/${c.id}`}>
            Teste automático
          </Link>
        )}
      </CabecalhoRegistro>
      {finalizado && (
        <p className="aviso-bloco" role="status">
          Este checklist já está finalizado ({c.status}).
        </p>
      )}
      {c.observacao_pendencia && <p className="aviso-bloco">Pendência registrada: {c.observacao_pendencia}</p>}
      {!finalizado && <AlertasDoChecklist alertas={alertas} />}
      {!finalizado && preteste && <PainelPreTeste preteste={preteste} />}
      {!finalizado && (
        <Form method="post" replace className="procedimentos" aria-label="Procedimentos no veículo">
          <input type="hidden" name="intent" value="procedimento" />
          <input type="hidden" name="veiculo_id" value={c.veiculo_id} />
          <span>Procedimentos no veículo:</span>
          {PROCEDIMENTOS.map((p) => (
            <button key={p.flag} type="submit" name="flag" value={p.flag} className="botao">
              {p.rotulo}
            </button>
          ))}
        </Form>
      )}
      {problemas.length > 0 && (
        <details className="historico-problemas">
          <summary>Problemas em checklists anteriores deste veículo ({problemas.length})</summary>
          <ul>
            {problemas.map((p, n) => (
              <li key={`${p.check_list_id}-${n}`}>
                {formatarData(p.data_cadastro)} · checklist {p.protocolo} ({p.status}) · {p.descricao}
                {p.violacao ? ' · violação' : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Form
        method="post"
        replace
        className="formulario"
        aria-label="Resultado dos itens"
        onSubmit={(e) => {
          const faltam = c.itens.filter((i) => !marcas[i.id]).map((i) => i.id);
          if (faltam.length) {
            e.preventDefault();
            setDestacar(new Set(faltam));
            notificar(MENSAGENS_CHECKLIST.itensSemMarca, 'erro', DURACAO.padrao);
            window.alert(MENSAGENS_CHECKLIST.itensSemMarca);
          }
        }}
      >
        <input type="hidden" name="updated_at" value={c.updated_at} />
        <table className="itens-checklist">
          <caption className="visualmente-oculto">Itens do checklist {c.id}</caption>
          <thead>
            <tr>
              <th scope="col">Periférico</th>
              <th scope="col">Item</th>
              <th scope="col">Resultado</th>
            </tr>
          </thead>
          <tbody>
            {c.itens.map((i) => (
              <tr key={i.id} className={destacar.has(i.id) ? 'item-sem-marca' : undefined} aria-invalid={destacar.has(i.id) || undefined}>
                <td>
                  <Periferico id={i.periferico_id ?? i.item_pgr_id} />
                  <input type="hidden" name="item" value={i.id} />
                </td>
                <td>{i.descricao}</td>
                <td className="item-marca">
                  <fieldset className="caixas-em-linha" disabled={finalizado}>
                    <legend className="visualmente-oculto">Resultado de {i.descricao}</legend>
                    {MARCAS_ITEM.map((m) => (
                      <label key={m}>
                        <input type="radio" name={`status_${i.id}`} value={m} checked={marcas[i.id] === m} onChange={() => marcar(i.id, m)} /> {m}
                      </label>
                    ))}
                  </fieldset>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="campo">
          <label htmlFor="observacao-teste">Observação</label>
          <textarea id="observacao-teste" name="observacao" rows={3} maxLength={500} disabled={finalizado} />
        </div>
        <div className="form-acoes">
          {!finalizado && (
            <button type="button" className="botao" onClick={() => setPendencia(true)}>
              Pendência
            </button>
          )}
          {!finalizado && (
            <button type="submit" className="botao botao-primario" disabled={salvando || !!c.reteste_pendente}>
              {salvando ? 'Aguarde, salvando checklist...' : 'Finalizar teste'}
            </button>
          )}
        </div>
      </Form>
      {pendencia && (
        <Modal titulo="Registrar pendência" onFechar={() => setPendencia(false)} largura={520}>
          <Formulario campos={['observacao_pendencia', 'manutencao']} onCancelar={() => setPendencia(false)} rotuloSalvar="Registrar pendência">
            <input type="hidden" name="intent" value="pendencia" />
            <AreaTexto nome="observacao_pendencia" rotulo="O que está pendente" rows={4} maxLength={500} required />
            <Caixa nome="manutencao" rotulo="Veículo precisa de manutenção (status MANUTENÇÃO)" />
          </Formulario>
        </Modal>
      )}
    </section>
  );
}

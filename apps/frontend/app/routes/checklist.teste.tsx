import { MARCAS_ITEM, type MarcaItem, MENSAGENS_CHECKLIST, STATUS_FINALIZADOS } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { AreaTexto, Caixa, Formulario } from '~/components/form';
import { Modal } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { Periferico, StatusChecklistIcone } from '~/grids/checklists';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { type ChecklistDetalhe, listaDoUsuario, type ResultadoTratamento } from '~/lib/checklists';
import { booleano, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { voltarDe } from '~/lib/voltar';
import { PainelErro } from '~/root';

/**
 * /checklist/teste/{id}: the operator's manual test (spec 01 §2.6, §4.7, §5). Every item is marked
 * APROVADO or REPROVADO; the server decides the checklist's result (REPROVADO if any item is).
 * 'Pendência' records what is missing (or sends the vehicle to maintenance) instead.
 */
export const handle = { titulo: 'Teste de checklist' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Teste do checklist ${data?.checklist.id ?? ''} · GR` }];

interface Resultado {
  error?: string;
  errors?: Record<string, string[]>;
  /** Items the server found unmarked (400 `itens.{id}`). */
  semMarca?: number[];
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  const r = exigir(await api<{ check_list: ChecklistDetalhe }>(request, `/api/check_lists/em_teste/${params.id}`, { registro: true }));
  return { checklist: r.check_list };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/checklist_operador');
  const id = Number(params.id);
  const form = await request.formData();
  const usuario = await usuarioLogado(request);
  const lista = voltarDe(request, listaDoUsuario(usuario.grupo_usuario_id));

  if (texto(form, 'intent') === 'pendencia') {
    const r = await api<{ message?: string }>(request, '/api/check_lists/pendencias', {
      method: 'POST',
      body: { id, observacao_pendencia: texto(form, 'observacao_pendencia'), manutencao: booleano(form, 'manutencao') },
    });
    if (!r.ok) return data<Resultado>({ error: r.error ?? 'Erro em pendência!', errors: r.errors }, { status: r.status });
    return redirecionarComAviso(request, lista, r.data?.message ?? MENSAGENS_CHECKLIST.pendencia, { tipo: 'sucesso', duracao: DURACAO.salvar });
  }

  const itens = form.getAll('item').map((v) => {
    const itemId = Number(v);
    const status = texto(form, `status_${itemId}`);
    return { id: itemId, status: (MARCAS_ITEM as readonly string[]).includes(status) ? (status as MarcaItem) : null };
  });
  const semMarca = itens.filter((i) => !i.status).map((i) => i.id);
  if (semMarca.length) return data<Resultado>({ error: MENSAGENS_CHECKLIST.itensSemMarca, semMarca }, { status: 400 });
  const r = await api<ResultadoTratamento>(request, '/api/check_lists/tratamento', {
    method: 'POST',
    body: { check_list: { id, updated_at: texto(form, 'updated_at'), itens, observacao: texto(form, 'observacao') || null } },
  });
  if (!r.ok) {
    const doServidor = Object.keys(r.errors ?? {})
      .map((k) => /^itens\.(\d+)$/.exec(k)?.[1])
      .filter(Boolean)
      .map(Number);
    return data<Resultado>({ error: r.error ?? (doServidor.length ? MENSAGENS_CHECKLIST.itensSemMarca : 'Erro ao atualizar o status do checklist!'), errors: r.errors, semMarca: doServidor }, { status: r.status });
  }
  const texto_ = r.data.message ?? `Checklist ${r.data.status}`;
  return redirecionarComAviso(request, lista, texto_, { tipo: r.data.status === 'APROVADO' ? 'sucesso' : 'info', duracao: DURACAO.padrao });
}

export default function TesteChecklist() {
  const { checklist: c } = useLoaderData<typeof loader>();
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
  }, [resultado, notificar]);

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

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

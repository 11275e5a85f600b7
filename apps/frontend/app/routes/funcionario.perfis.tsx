import { GRUPO } from '@gr/domain';
import { type ActionFunctionArgs } from '@remix-run/node';
import { Link, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { Campo, ErrosDe, Formulario } from '~/components/form';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useUsuario } from '~/components/usuario';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';
import { useFuncionario } from './funcionario';

/**
 * The employee's profiles (spec 03 §3 "Employee": perfis as a list of cliente_id, protocolo,
 * validade_protocolo): POST /api/funcionarios/{id}/update_perfis replaces the list. The inputs are
 * named perfis.N.campo, the keys of the server's field errors, so each error shows beside its box.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const indices = [...new Set([...form.keys()].map((k) => /^perfis\.(\d+)\./.exec(k)?.[1]).filter((x): x is string => !!x))].sort((a, b) => Number(a) - Number(b));
  const valor = (i: string, c: string) => String(form.get(`perfis.${i}.${c}`) ?? '').trim();
  const perfis = indices.map((i) => ({
    cliente_id: /^\d+$/.test(valor(i, 'cliente_id')) ? Number(valor(i, 'cliente_id')) : null,
    protocolo: valor(i, 'protocolo').toUpperCase() || null,
    validade_protocolo: valor(i, 'validade_protocolo') || null,
  }));
  const r = await api<{ message?: string }>(request, `/api/funcionarios/${params.id}/update_perfis`, { method: 'POST', body: { perfis }, registro: true });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, `/funcionario/${params.id}/perfis`, r.data.message ?? 'Perfis atualizados com sucesso', {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

interface Linha {
  chave: number;
  cliente_id: number | null;
  cliente: string;
  protocolo: string;
  validade_protocolo: string;
  /** The registration that wrote it, if any (issue 13). */
  registro: { id: number; hash: string } | null;
}

export default function PerfisFuncionario() {
  const f = useFuncionario();
  const usuario = useUsuario();
  const proprio = usuario?.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;
  const [linhas, setLinhas] = useState<Linha[]>(() =>
    (f?.perfis ?? []).map((p, i) => ({
      chave: i, cliente_id: p.cliente_id, cliente: p.cliente, protocolo: p.protocolo ?? '', validade_protocolo: p.validade_protocolo ?? '',
      registro: p.registro_id && p.registro_hash ? { id: p.registro_id, hash: p.registro_hash } : null,
    })),
  );
  const [proxima, setProxima] = useState(linhas.length);
  const campos = linhas.flatMap((_, i) => [`perfis.${i}.cliente_id`, `perfis.${i}.protocolo`, `perfis.${i}.validade_protocolo`]);
  return (
    <Formulario campos={[...campos, 'perfis']} rotuloSalvar="Salvar perfis" rotulo="Perfis do funcionário">
      <p className="campo-ajuda">Cada perfil liga o funcionário a um cliente, com o protocolo da consulta e a sua validade.</p>
      <ErrosDe nome="perfis" />
      {linhas.length === 0 && <p className="vazio">Nenhum perfil cadastrado.</p>}
      <ol className="lista-perfis">
        {linhas.map((l, i) => (
          <li key={l.chave} className="perfil">
            <SeletorCliente
              nome={`perfis.${i}.cliente_id`}
              rotulo={`Cliente do perfil ${i + 1}`}
              obrigatorio
              fixo={proprio}
              inicial={l.cliente_id ? [{ id: l.cliente_id, nome: l.cliente }] : []}
            />
            <Campo nome={`perfis.${i}.protocolo`} rotulo="Protocolo" maxLength={40} className="maiusculas" defaultValue={l.protocolo} />
            <Campo nome={`perfis.${i}.validade_protocolo`} rotulo="Validade do protocolo" mascara="data" placeholder="dd/mm/aaaa" defaultValue={l.validade_protocolo} />
            <p className="campo-ajuda">
              {l.registro ? (
                <Link to={`/detalhes/${l.registro.id}/${l.registro.hash}`}>Da consulta nº {l.registro.id}</Link>
              ) : (
                'Digitado à mão'
              )}
            </p>
            <button
              type="button"
              className="botao botao-perigo"
              aria-label={`Remover perfil ${i + 1}`}
              onClick={() => setLinhas((ls) => ls.filter((x) => x.chave !== l.chave))}
            >
              Remover
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="botao"
        onClick={() => {
          setLinhas((ls) => [...ls, { chave: proxima, cliente_id: null, cliente: '', protocolo: '', validade_protocolo: '', registro: null }]);
          setProxima((n) => n + 1);
        }}
      >
        Adicionar perfil
      </button>
    </Formulario>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

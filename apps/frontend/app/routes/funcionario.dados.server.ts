import { MENSAGENS_FUNCIONARIO, somenteDigitos } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import type { Estado, FuncionarioDetalhe, ItemLista } from '~/lib/tipos';
import { manterVoltar } from '~/lib/voltar';

/** Server side of the employee's data tab (routes/funcionario.dados.tsx): the roles and states; save and the link to a client. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [funcoes, estados] = await Promise.all([api<ItemLista[]>(request, '/api/funcoes/get_funcoes'), api<Estado[]>(request, '/api/get_estados')]);
  return { funcoes: funcoes.ok ? funcoes.data : [], estados: estados.ok ? estados.data : [] };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const clienteId = inteiroOuNulo(form, 'cliente_id');
  const tipoVinculo = texto(form, 'vinculo') || null;

  // The offer of consultar_cpf: link the employee already registered to the client.
  // By the CPF typed: a client user is never told another client's employee id (issue 9).
  if (texto(form, 'intent') === 'criar_vinculo') {
    const r = await api<{ message?: string; funcionario_id: number }>(request, '/api/clientes/vincular_motorista', {
      method: 'POST',
      body: { cliente_id: clienteId, cpf: somenteDigitos(texto(form, 'cpf')), vinculo: tipoVinculo, criar_vinculo: true },
    });
    if (!r.ok) return falhaFormulario(r);
    return redirecionarComAviso(request, manterVoltar(request, `/funcionario/${r.data.funcionario_id}`), r.data.message ?? 'Vínculo cadastrado com sucesso', { tipo: 'sucesso', duracao: DURACAO.salvar });
  }

  const digitos = (n: string) => somenteDigitos(texto(form, n)) || null;
  const maiusculo = (n: string) => texto(form, n).toUpperCase() || null;
  const funcionario: Record<string, unknown> = {
    nome: texto(form, 'nome').toUpperCase(),
    cpf: digitos('cpf'),
    rg: maiusculo('rg'),
    funcao_id: inteiroOuNulo(form, 'funcao_id'),
    tipo: texto(form, 'tipo') || null,
    registro_cnh: digitos('registro_cnh'),
    cnh: texto(form, 'cnh') || null,
    cnh_validade: texto(form, 'cnh_validade') || null,
    fone1: digitos('fone1'),
    fone2: digitos('fone2'),
    fone3: digitos('fone3'),
    cep: digitos('cep'),
    endereco: maiusculo('endereco'),
    numero: maiusculo('numero'),
    complemento: maiusculo('complemento'),
    bairro: maiusculo('bairro'),
    cidade: maiusculo('cidade'),
    uf: texto(form, 'uf') || null,
  };
  if (params.id) funcionario.updated_at = texto(form, 'updated_at');
  // The link goes only with a client (a client user's own client always comes preset).
  const vinculo = clienteId ? { cliente_id: clienteId, vinculo: tipoVinculo } : null;
  const r = params.id
    ? await api<FuncionarioDetalhe>(request, `/api/funcionarios/${params.id}`, { method: 'PATCH', body: { funcionario, vinculo }, registro: true })
    : await api<FuncionarioDetalhe>(request, '/api/funcionarios', { method: 'POST', body: { funcionario, vinculo } });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, manterVoltar(request, `/funcionario/${r.data.id}`), params.id ? MENSAGENS_FUNCIONARIO.atualizado : MENSAGENS_FUNCIONARIO.salvo, {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

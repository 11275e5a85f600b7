import { useRouteError } from '@remix-run/react';
import { FormularioDadosFuncionario } from '~/components/funcionarios/dados-funcionario';
import { PainelErro } from '~/root';
import { useFuncionario } from './funcionario';

export { action, loader } from './funcionario.dados.server';

/**
 * The employee's data tab (spec 03 §3 "Employee", §5 "Documents", "Employee", "Masks"): CPF with
 * its mask and the consultar_cpf check ('CPF NÃO PODE SER NULO'; the server's messages shown
 * uppercased; a CPF already registered without a link to the client offers to create the link),
 * CNH, phones (fone1 at least 11 digits), address and the link with a client (a client user's own,
 * preset). POST /api/funcionarios or PATCH /api/funcionarios/{id} with `{ funcionario, vinculo }`.
 */
export default function FuncionarioDados() {
  return <FormularioDadosFuncionario f={useFuncionario()} />;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

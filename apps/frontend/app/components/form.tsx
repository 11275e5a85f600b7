import { Form, useActionData, useNavigation } from '@remix-run/react';
import { createContext, useContext, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { ErrosCampo } from '~/lib/tipos';

/**
 * The one form kit: a Remix <Form> whose action answers `{ errors, error }` on failure
 * (form.server.ts); each field finds its own server errors by name and shows them beside it.
 * Errors for names with no field on screen are listed on top as 'campo : mensagem'.
 */
export interface ResultadoFormulario {
  errors?: ErrosCampo;
  error?: string;
}

const ErrosContexto = createContext<ErrosCampo>({});

function useErrosDoCampo(nome: string, aliases: readonly string[] = []): string[] {
  const erros = useContext(ErrosContexto);
  return [nome, ...aliases].flatMap((n) => erros[n] ?? []);
}

export function Formulario({
  children,
  campos,
  rotuloSalvar = 'Salvar',
  rotuloSalvando = 'Salvando...',
  onCancelar,
  className,
  acoesExtras,
}: {
  children: ReactNode;
  /** Names (and aliases) shown by fields, so that other errors go to the top list. */
  campos: readonly string[];
  rotuloSalvar?: string;
  rotuloSalvando?: string;
  onCancelar?: () => void;
  className?: string;
  acoesExtras?: ReactNode;
}) {
  const resultado = useActionData<ResultadoFormulario>();
  const navigation = useNavigation();
  const salvando = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const erros = resultado?.errors ?? {};
  const soltos = Object.entries(erros).filter(([campo]) => !campos.includes(campo));
  return (
    <ErrosContexto.Provider value={erros}>
      <Form method="post" replace className={`formulario ${className ?? ''}`} noValidate aria-busy={salvando}>
        {(resultado?.error || soltos.length > 0) && (
          <div className="form-erro-geral" role="alert">
            {resultado?.error && <p>{resultado.error}</p>}
            {soltos.map(([campo, msgs]) => (
              <p key={campo}>
                {campo} : {msgs.join(', ')}
              </p>
            ))}
          </div>
        )}
        {children}
        <div className="form-acoes">
          {acoesExtras}
          {onCancelar && (
            <button type="button" className="botao botao-secundario" onClick={onCancelar}>
              Cancelar
            </button>
          )}
          <button type="submit" className="botao botao-primario" disabled={salvando}>
            {salvando ? rotuloSalvando : rotuloSalvar}
          </button>
        </div>
      </Form>
    </ErrosContexto.Provider>
  );
}

function ErrosDoCampo({ id, erros }: { id: string; erros: string[] }) {
  if (erros.length === 0) return null;
  return (
    <ul className="campo-erros" id={id}>
      {erros.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

interface CampoBase {
  nome: string;
  rotulo: string;
  /** Other server error keys that belong to this field (e.g. grupo_usuario_id for grupo). */
  aliases?: readonly string[];
  ajuda?: string;
  className?: string;
}

export function Campo({ nome, rotulo, aliases, ajuda, className, ...props }: CampoBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  const erros = useErrosDoCampo(nome, aliases);
  return (
    <div className={`campo ${erros.length ? 'campo-invalido' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>
        {rotulo}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={nome}
        aria-invalid={erros.length > 0 || undefined}
        aria-describedby={erros.length ? `${id}-erros` : ajuda ? `${id}-ajuda` : undefined}
        {...props}
      />
      {ajuda && !erros.length && (
        <small id={`${id}-ajuda`} className="campo-ajuda">
          {ajuda}
        </small>
      )}
      <ErrosDoCampo id={`${id}-erros`} erros={erros} />
    </div>
  );
}

export function Selecao({
  nome,
  rotulo,
  aliases,
  opcoes,
  vazio = 'Selecione...',
  className,
  ...props
}: CampoBase & { opcoes: ReadonlyArray<{ valor: string | number; rotulo: string }>; vazio?: string | null } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const id = useId();
  const erros = useErrosDoCampo(nome, aliases);
  return (
    <div className={`campo ${erros.length ? 'campo-invalido' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>
        {rotulo}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <select id={id} name={nome} aria-invalid={erros.length > 0 || undefined} aria-describedby={erros.length ? `${id}-erros` : undefined} {...props}>
        {vazio !== null && <option value="">{vazio}</option>}
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </select>
      <ErrosDoCampo id={`${id}-erros`} erros={erros} />
    </div>
  );
}

export function AreaTexto({ nome, rotulo, aliases, className, ...props }: CampoBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  const erros = useErrosDoCampo(nome, aliases);
  return (
    <div className={`campo ${erros.length ? 'campo-invalido' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>{rotulo}</label>
      <textarea id={id} name={nome} aria-invalid={erros.length > 0 || undefined} aria-describedby={erros.length ? `${id}-erros` : undefined} {...props} />
      <ErrosDoCampo id={`${id}-erros`} erros={erros} />
    </div>
  );
}

/** A checkbox that always posts a value ('true'/'false'), so unticking is sent too. */
export function Caixa({ nome, rotulo, aliases, defaultChecked, className }: CampoBase & { defaultChecked?: boolean }) {
  const id = useId();
  const erros = useErrosDoCampo(nome, aliases);
  return (
    <div className={`campo campo-caixa ${className ?? ''}`}>
      <input type="hidden" name={nome} value="false" />
      <input id={id} type="checkbox" name={nome} value="true" defaultChecked={defaultChecked} aria-invalid={erros.length > 0 || undefined} />
      <label htmlFor={id}>{rotulo}</label>
      <ErrosDoCampo id={`${id}-erros`} erros={erros} />
    </div>
  );
}

/** Errors of a field rendered by a custom control (e.g. the client picker). */
export function ErrosDe({ nome, aliases }: { nome: string; aliases?: readonly string[] }) {
  const id = useId();
  return <ErrosDoCampo id={id} erros={useErrosDoCampo(nome, aliases)} />;
}

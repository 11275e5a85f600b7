import { Form, useActionData, useNavigation } from '@remix-run/react';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useAvisos } from '~/components/toast';
import { MASCARAS, MASCARAS_NUMERICAS, type NomeMascara } from '~/lib/mascaras';
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

/**
 * The server's errors of a field until the user edits it: a message about what was sent stops
 * showing once the value changes, and comes back with the next answer.
 */
function useErrosVivos(nome: string, aliases: readonly string[] = []): [string[], () => void] {
  const contexto = useContext(ErrosContexto);
  const [editadoEm, setEditadoEm] = useState<ErrosCampo | null>(null);
  const erros = editadoEm === contexto ? [] : [nome, ...aliases].flatMap((n) => contexto[n] ?? []);
  return [erros, () => setEditadoEm(contexto)];
}

export function Formulario({
  children,
  campos,
  rotuloSalvar = 'Salvar',
  rotuloSalvando = 'Salvando...',
  onCancelar,
  className,
  acoesExtras,
  erroComoAviso,
  onSubmit,
  rotulo,
  rotulosAlerta,
  somenteLeitura,
}: {
  children: ReactNode;
  /** Names (and aliases) shown by fields, so that other errors go to the top list. */
  campos: readonly string[];
  rotuloSalvar?: string;
  rotuloSalvando?: string;
  onCancelar?: () => void;
  className?: string;
  acoesExtras?: ReactNode;
  /**
   * The server's general error (a business rule, 422) as a red notice for this many ms instead
   * of the box on top (spec 03 §8: a link save error is a red notice for 4 s).
   */
  erroComoAviso?: number;
  /** Runs before posting; call preventDefault() to keep the form (client-side checks). */
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void;
  /** Accessible name of the form (when a page holds more than one). */
  rotulo?: string;
  /**
   * The danger alert of spec 03 §8 ("PGR and point show a danger alert listing each field's
   * errors"): every field error is also listed on top with these labels ('pgr_id' → 'Pgr').
   */
  rotulosAlerta?: Readonly<Record<string, string>>;
  /** A record the user may see but not change: no save button (the screen says why). */
  somenteLeitura?: boolean;
}) {
  const resultado = useActionData<ResultadoFormulario>();
  const navigation = useNavigation();
  const { notificar } = useAvisos();
  const salvando = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const erros = resultado?.errors ?? {};
  const soltos = Object.entries(erros)
    .filter(([campo]) => rotulosAlerta || !campos.includes(campo))
    .map(([campo, msgs]): [string, string[]] => [rotulosAlerta?.[campo] ?? campo, msgs]);
  const erroGeral = erroComoAviso ? undefined : resultado?.error;
  useEffect(() => {
    if (erroComoAviso && resultado?.error) notificar(resultado.error, 'erro', erroComoAviso);
  }, [resultado, erroComoAviso, notificar]);
  // A long form (the client PGR): the alert on top comes into view after a failed save.
  const alertaRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resultado && (resultado.error || resultado.errors)) alertaRef.current?.scrollIntoView({ block: 'start' });
  }, [resultado]);
  return (
    <ErrosContexto.Provider value={erros}>
      <Form
        method="post"
        replace
        className={`formulario ${className ?? ''}`}
        noValidate
        aria-busy={salvando}
        onSubmit={(e) => {
          // One save at a time (the button stays enabled while saving: see below).
          if (salvando) e.preventDefault();
          else onSubmit?.(e);
        }}
        aria-label={rotulo}
      >
        {(erroGeral || soltos.length > 0) && (
          <div className="form-erro-geral" role="alert" ref={alertaRef}>
            {erroGeral && <p>{erroGeral}</p>}
            {soltos.map(([campo, msgs]) => (
              <p key={campo}>
                {campo}
                {rotulosAlerta ? ': ' : ' : '}
                {msgs.join(', ')}
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
          {!somenteLeitura && (
            // Busy, the button says so but is not disabled: a disabled button drops the keyboard
            // focus to the page, and a refused save would leave the user there.
            <button type="submit" className="botao botao-primario" aria-disabled={salvando || undefined}>
              {salvando ? rotuloSalvando : rotuloSalvar}
            </button>
          )}
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
  /** Errors found on the screen (a lookup, a client-side check), shown like the server's. */
  erros?: readonly string[];
}

/**
 * A labelled input. `mascara` shapes the text while typing (spec 03 §5 "Masks"); `depois` holds
 * a button beside the box (a lookup); `sucesso` is a positive note under it ('placa disponivel').
 */
export function Campo({
  nome,
  rotulo,
  aliases,
  ajuda,
  className,
  erros: locais,
  mascara,
  depois,
  sucesso,
  ...props
}: CampoBase & {
  mascara?: NomeMascara;
  depois?: ReactNode;
  sucesso?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  const [doServidor, editado] = useErrosVivos(nome, aliases);
  const erros = [...(locais ?? []), ...doServidor];
  const aplicar = mascara ? MASCARAS[mascara] : undefined;
  const descricao = erros.length ? `${id}-erros` : sucesso ? `${id}-ok` : ajuda ? `${id}-ajuda` : undefined;
  const entrada = (
    <input
      id={id}
      name={nome}
      aria-invalid={erros.length > 0 || undefined}
      aria-describedby={descricao}
      inputMode={mascara && MASCARAS_NUMERICAS.includes(mascara) ? 'numeric' : undefined}
      autoComplete={mascara ? 'off' : undefined}
      {...props}
      defaultValue={aplicar && typeof props.defaultValue === 'string' ? aplicar(props.defaultValue) : props.defaultValue}
      onChange={(e) => {
        if (aplicar) {
          const mascarado = aplicar(e.target.value);
          if (mascarado !== e.target.value) e.target.value = mascarado;
        }
        editado();
        props.onChange?.(e);
      }}
    />
  );
  return (
    <div className={`campo ${erros.length ? 'campo-invalido' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>
        {rotulo}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {depois ? (
        <div className="campo-com-botao">
          {entrada}
          {depois}
        </div>
      ) : (
        entrada
      )}
      {ajuda && !erros.length && !sucesso && (
        <small id={`${id}-ajuda`} className="campo-ajuda">
          {ajuda}
        </small>
      )}
      {sucesso && !erros.length && (
        <small id={`${id}-ok`} className="campo-sucesso" role="status">
          {sucesso}
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
  ajuda,
  erros: locais,
  ...props
}: CampoBase & { opcoes: ReadonlyArray<{ valor: string | number; rotulo: string }>; vazio?: string | null } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const id = useId();
  const [doServidor, editado] = useErrosVivos(nome, aliases);
  const erros = [...(locais ?? []), ...doServidor];
  return (
    <div className={`campo ${erros.length ? 'campo-invalido' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>
        {rotulo}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={nome}
        aria-invalid={erros.length > 0 || undefined}
        aria-describedby={erros.length ? `${id}-erros` : ajuda ? `${id}-ajuda` : undefined}
        {...props}
        onChange={(e) => {
          editado();
          props.onChange?.(e);
        }}
      >
        {vazio !== null && <option value="">{vazio}</option>}
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </select>
      {ajuda && !erros.length && (
        <small id={`${id}-ajuda`} className="campo-ajuda">
          {ajuda}
        </small>
      )}
      <ErrosDoCampo id={`${id}-erros`} erros={erros} />
    </div>
  );
}

export function AreaTexto({ nome, rotulo, aliases, className, erros: locais, ajuda: _a, ...props }: CampoBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  const [doServidor, editado] = useErrosVivos(nome, aliases);
  const erros = [...(locais ?? []), ...doServidor];
  return (
    <div className={`campo ${erros.length ? 'campo-invalido' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>
        {rotulo}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        name={nome}
        aria-invalid={erros.length > 0 || undefined}
        aria-describedby={erros.length ? `${id}-erros` : undefined}
        {...props}
        onChange={(e) => {
          editado();
          props.onChange?.(e);
        }}
      />
      <ErrosDoCampo id={`${id}-erros`} erros={erros} />
    </div>
  );
}

/** A checkbox that always posts a value ('true'/'false'), so unticking is sent too. */
export function Caixa({
  nome,
  rotulo,
  aliases,
  defaultChecked,
  className,
  onMarcar,
  disabled,
}: CampoBase & { defaultChecked?: boolean; onMarcar?: (marcado: boolean) => void; disabled?: boolean }) {
  const id = useId();
  const erros = useErrosDoCampo(nome, aliases);
  return (
    <div className={`campo campo-caixa ${className ?? ''}`}>
      <input type="hidden" name={nome} value="false" />
      <input
        id={id}
        type="checkbox"
        name={nome}
        value="true"
        defaultChecked={defaultChecked}
        disabled={disabled}
        onChange={onMarcar ? (e) => onMarcar(e.target.checked) : undefined}
        aria-invalid={erros.length > 0 || undefined}
      />
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

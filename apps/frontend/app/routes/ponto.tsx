import { coordenadaValida, GRUPO, MENSAGENS_PONTO, nivelDoPonto, RAIO_PONTO_PADRAO_KM, TIPOS_PONTO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigate, useRouteError } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Campo, Formulario, Selecao } from '~/components/form';
import { cantosDoCirculo, type Coordenada, linksMapa, Mapa } from '~/components/mapa/Mapa';
import { Confirmacao } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useUsuario } from '~/components/usuario';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { useConsulta } from '~/lib/consulta';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { configMapa } from '~/lib/mapa.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { voltarDe } from '~/lib/voltar';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { CabecalhoRegistro, useVoltar } from '~/components/cabecalho';
import { ehId } from '~/lib/ids';

/**
 * The point form (spec 03 §3 Point, §4 Point, §9 "Map and route"): /ponto (new) and /ponto/{id}.
 * Description uppercased, coordinates typed or clicked on the small map (which shows the point
 * and its radius), MANUAL/CONTROLE with its level, radius (default 2 km), client (a client user's
 * own, preset). After the coordinates change the form asks verificar_ponto; when a point the user
 * may update is already there, a confirmation offers to update it: accepting opens /ponto/{id} of
 * that point with the values typed so far (description, coordinates and any field changed), so
 * saving updates it. Save → 'Ponto salvo/atualizado com sucesso', then /pontos.
 */
type Ponto = Esquema<'PontoDto'>;

/** What the form carries to /ponto/{id} when the user accepts to update the existing point. */
interface ValoresLevados {
  descricao?: string;
  latitude: string;
  longitude: string;
  tipo?: string;
  raio_ponto?: string;
}

export const links = linksMapa;
export const handle = { titulo: (pathname: string) => (pathname === '/ponto' ? 'Novo ponto' : 'Ponto') };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.ponto ? `Ponto ${data.ponto.descricao}` : 'Novo ponto'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const mapa = configMapa();
  if (params.id === undefined) return { ponto: null, mapa };
  if (!ehId(params.id)) throw redirect('/pontos');
  return { ponto: exigir(await api<Ponto>(request, `/api/pontos/${params.id}`, { registro: true })), mapa };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  // Decimal comma accepted; anything not numeric goes as typed so the server answers its 400.
  const numero = (nome: string) => {
    const v = texto(form, nome).replace(',', '.');
    return v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : v;
  };
  const ponto: Record<string, unknown> = {
    descricao: texto(form, 'descricao').toUpperCase(),
    latitude: numero('latitude'),
    longitude: numero('longitude'),
    tipo: texto(form, 'tipo') || 'MANUAL',
    raio_ponto: numero('raio_ponto') ?? RAIO_PONTO_PADRAO_KM,
    cliente_id: inteiroOuNulo(form, 'cliente_id'),
  };
  if (params.id) {
    const versao = texto(form, 'updated_at');
    if (versao) ponto.updated_at = versao;
  }
  const r = params.id
    ? await api<{ message?: string }>(request, `/api/pontos/${params.id}`, { method: 'PATCH', body: { ponto }, registro: true })
    : await api<{ message?: string }>(request, '/api/pontos', { method: 'POST', body: { ponto } });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, voltarDe(request, '/pontos'), r.data.message ?? (params.id ? MENSAGENS_PONTO.atualizado : MENSAGENS_PONTO.salvo), {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

const CAMPOS = ['descricao', 'latitude', 'longitude', 'tipo', 'raio_ponto', 'cliente_id'];
/** The danger alert of spec 03 §8 lists each field's errors with these labels ('Ponto'). */
const ROTULOS = { descricao: 'Ponto', latitude: 'Latitude', longitude: 'Longitude', tipo: 'Tipo', raio_ponto: 'Raio', cliente_id: 'Cliente' };

/** '−23,5' or '-23.5' → −23.5; anything else → NaN. */
function lerNumero(v: string): number {
  const t = v.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}

export default function PontoPagina() {
  const { ponto } = useLoaderData<typeof loader>();
  // A fresh form per record (and per accepted offer), so the initial values apply again.
  return <FormularioPonto key={`${ponto?.id ?? 'novo'}-${ponto?.updated_at ?? ''}`} />;
}

function FormularioPonto() {
  const { ponto, mapa } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const navigate = useNavigate();
  const voltar = useVoltar('/pontos');
  const location = useLocation();
  const levados = (location.state as { valores?: ValoresLevados } | null)?.valores;
  const proprio = usuario?.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;

  const [descricao, setDescricao] = useState(levados?.descricao || ponto?.descricao || '');
  const [latitude, setLatitude] = useState(levados?.latitude ?? (ponto ? String(ponto.latitude) : ''));
  const [longitude, setLongitude] = useState(levados?.longitude ?? (ponto ? String(ponto.longitude) : ''));
  const [tipo, setTipo] = useState<string>(levados?.tipo ?? ponto?.tipo ?? 'MANUAL');
  const [raio, setRaio] = useState(levados?.raio_ponto ?? String(ponto?.raio_ponto ?? RAIO_PONTO_PADRAO_KM));
  const [alterados, setAlterados] = useState<Set<keyof ValoresLevados>>(new Set());
  const [oferta, setOferta] = useState<Ponto | null>(null);
  const recusados = useRef(new Set<number>());
  const verificacao = useConsulta<{ ponto: Ponto | null }>();
  const { consultar } = verificacao;

  const lat = lerNumero(latitude);
  const lng = lerNumero(longitude);
  const valida = coordenadaValida(lat, lng);
  const raioKm = lerNumero(raio);
  const marcar = (campo: keyof ValoresLevados) => setAlterados((a) => (a.has(campo) ? a : new Set(a).add(campo)));

  // verificar_ponto after the coordinates change (not for the record's own, untouched ones).
  const chave = valida ? `${lat.toFixed(6)},${lng.toFixed(6)}` : '';
  const chaveInicial = ponto && !levados ? `${Number(ponto.latitude).toFixed(6)},${Number(ponto.longitude).toFixed(6)}` : '';
  useEffect(() => {
    if (!chave || chave === chaveInicial) return;
    const t = setTimeout(() => consultar('verificar_ponto', { latitude: lat.toFixed(6), longitude: lng.toFixed(6) }), 400);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chave]);

  useEffect(() => {
    const r = verificacao.resultado;
    if (!r?.ok) return;
    const existente = r.dados.ponto;
    if (existente && existente.id !== ponto?.id && !recusados.current.has(existente.id)) setOferta(existente);
  }, [verificacao.resultado, ponto?.id]);

  const aceitarOferta = () => {
    if (!oferta) return;
    const valores: ValoresLevados = {
      descricao: descricao.trim() || undefined,
      latitude,
      longitude,
      tipo: alterados.has('tipo') ? tipo : undefined,
      raio_ponto: alterados.has('raio_ponto') ? raio : undefined,
    };
    setOferta(null);
    navigate(`/ponto/${oferta.id}`, { state: { valores } });
  };

  const clicarNoMapa = (c: Coordenada) => {
    setLatitude(c.latitude.toFixed(6));
    setLongitude(c.longitude.toFixed(6));
  };

  const centro = valida ? { latitude: lat, longitude: lng } : null;
  const titulo = ponto ? `Ponto ${ponto.descricao}` : 'Novo ponto';
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro
        titulo={titulo}
        resumo={ponto && `Código ${ponto.id} · ${ponto.cliente_razao ?? 'Todos os clientes'}`}
        voltar={{ para: '/pontos', rotulo: 'Voltar para pontos' }}
      />
      <div className="painel painel-largo">
        <Formulario campos={CAMPOS} onCancelar={() => navigate(voltar)} className="form-colunas" rotulo="Dados do ponto" rotulosAlerta={ROTULOS}>
          {ponto?.updated_at && <input type="hidden" name="updated_at" value={ponto.updated_at} />}
          {levados && (
            <p className="aviso-campo largura-total" role="status">
              Atualizando o ponto já cadastrado nestas coordenadas com os valores digitados.
            </p>
          )}
          <Campo
            nome="descricao"
            rotulo="Descrição"
            required
            maxLength={100}
            mascara="maiusculas"
            className="largura-total"
            autoComplete="off"
            value={descricao}
            onChange={(e) => {
              setDescricao(e.target.value);
              marcar('descricao');
            }}
          />
          <Campo
            nome="latitude"
            rotulo="Latitude"
            required
            inputMode="decimal"
            autoComplete="off"
            placeholder="-23.550000"
            ajuda="Graus decimais, de -90 a 90."
            value={latitude}
            onChange={(e) => setLatitude(e.target.value)}
          />
          <Campo
            nome="longitude"
            rotulo="Longitude"
            required
            inputMode="decimal"
            autoComplete="off"
            placeholder="-46.630000"
            ajuda="Graus decimais, de -180 a 180."
            value={longitude}
            onChange={(e) => setLongitude(e.target.value)}
          />
          <Selecao
            nome="tipo"
            rotulo="Tipo"
            vazio={null}
            opcoes={TIPOS_PONTO.map((t) => ({ valor: t, rotulo: t }))}
            value={tipo}
            onChange={(e) => {
              setTipo(e.target.value);
              marcar('tipo');
            }}
            ajuda={`Nível ${nivelDoPonto(tipo)}`}
          />
          <Campo
            nome="raio_ponto"
            rotulo="Raio (km)"
            inputMode="decimal"
            autoComplete="off"
            value={raio}
            onChange={(e) => {
              setRaio(e.target.value);
              marcar('raio_ponto');
            }}
            ajuda={`Padrão: ${RAIO_PONTO_PADRAO_KM} km.`}
          />
          <div className="largura-total">
            <SeletorCliente
              nome="cliente_id"
              rotulo="Cliente"
              fixo={proprio}
              inicial={ponto?.cliente_id ? [{ id: ponto.cliente_id, nome: ponto.cliente_razao ?? `Cliente ${ponto.cliente_id}` }] : []}
            />
            {!proprio && <small className="campo-ajuda">Sem cliente: ponto disponível para todos os clientes.</small>}
          </div>
          <div className="largura-total campo-mapa">
            <Mapa
              config={mapa}
              rotulo="Mapa do ponto"
              className="mapa-ponto"
              marcadores={centro ? [{ chave: 'ponto', tipo: 'ponto', rotulo: descricao || 'Ponto', ...centro }] : []}
              circulo={centro && Number.isFinite(raioKm) && raioKm > 0 ? { centro, raioKm } : null}
              enquadrar={centro ? cantosDoCirculo(centro, Number.isFinite(raioKm) && raioKm > 0 ? raioKm : RAIO_PONTO_PADRAO_KM) : []}
              zoom={centro ? 12 : 9}
              onClick={clicarNoMapa}
            />
            <small className="campo-ajuda">Clique no mapa para definir as coordenadas.</small>
          </div>
        </Formulario>
      </div>
      {oferta && (
        <Confirmacao
          titulo="Ponto já cadastrado"
          rotuloConfirmar="Atualizar ponto"
          perigo={false}
          onCancelar={() => {
            recusados.current.add(oferta.id);
            setOferta(null);
          }}
          onConfirmar={aceitarOferta}
        >
          <p>Já existe o ponto {oferta.descricao} nestas coordenadas. Deseja atualizá-lo?</p>
        </Confirmacao>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}

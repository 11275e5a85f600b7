import { somenteDigitos } from '@gr/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import type { ResultadoConsulta } from '~/lib/consulta';
import { ehId } from '~/lib/ids';

/**
 * The forms' lookups, called server-side with the user's token (spec 03 §7): the CNPJ registry
 * (consultar_cnpj), the employee CPF check (consultar_cpf), the plate availability on its first 7
 * characters (verifica_placa), a maker's models, the point at some coordinates (verificar_ponto)
 * and a place's name (geocodificar). Answers `{ ok, dados }` or the API's errors.
 */
const CONSULTAS: Record<string, (p: URLSearchParams) => { caminho: string; query?: Record<string, string | undefined> } | null> = {
  cnpj: (p) => ({ caminho: `/api/clientes/consultar_cnpj/${encodeURIComponent(somenteDigitos(p.get('cnpj')))}` }),
  cpf: (p) => ({
    caminho: `/api/funcionarios/consultar_cpf/${encodeURIComponent(somenteDigitos(p.get('cpf')))}`,
    query: { cliente_id: digitos(p.get('cliente_id')) },
  }),
  placa: (p) => {
    const cliente = digitos(p.get('cliente_id'));
    const placa = (p.get('placa') ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 7);
    return cliente && placa ? { caminho: `/api/veiculos/verifica_placa/${placa}/${cliente}` } : null;
  },
  // A point the user may update at these coordinates (spec 03 §4 Point), and the place's name.
  verificar_ponto: (p) => coordenadas(p, '/api/pontos/verificar_ponto'),
  geocodificar: (p) => coordenadas(p, '/api/pontos/geocodificar'),
  modelos: (p) => {
    const fabricante = digitos(p.get('fabricante_id'));
    return fabricante ? { caminho: `/api/fabricantes/${fabricante}/modelos` } : null;
  },
};

function coordenadas(p: URLSearchParams, caminho: string) {
  const numero = (v: string | null) => (v && /^-?\d{1,3}(\.\d{1,15})?$/.test(v) ? v : undefined);
  const latitude = numero(p.get('latitude'));
  const longitude = numero(p.get('longitude'));
  return latitude && longitude ? { caminho, query: { latitude, longitude } } : null;
}

function digitos(v: string | null): string | undefined {
  return ehId(v) ? v : undefined;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const consulta = CONSULTAS[params.tipo ?? ''];
  const alvo = consulta?.(new URL(request.url).searchParams);
  if (!alvo) return Response.json({ ok: false, status: 400, error: 'Consulta inválida' } satisfies ResultadoConsulta, { status: 400 });
  const r = await api<unknown>(request, alvo.caminho, { query: alvo.query });
  const corpo: ResultadoConsulta = r.ok ? { ok: true, dados: r.data } : { ok: false, status: r.status, error: r.error, errors: r.errors };
  return Response.json(corpo);
}

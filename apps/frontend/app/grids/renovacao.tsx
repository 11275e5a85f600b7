import { CRITERIOS, formatarDocumento, GRID_RENOVACAO } from '@gr/domain';
import { createContext, useContext } from 'react';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';

export type RenovacaoLinha = Esquema<'RenovacaoLinhaDto'>;

export const chaveRenovacao = (l: Pick<RenovacaoLinha, 'registro_id' | 'item'>) => `${l.registro_id}:${l.item}`;

/**
 * The items chosen for renewal (spec 03 §4 "Renewal: each item toggles selected"), held by the
 * page and read by each row's box: AG Grid draws cells through React portals, so the context
 * reaches them, and a row scrolled out of view keeps its choice.
 */
export const SelecaoRenovacao = createContext<{ escolhidos: ReadonlySet<string>; alternar: (l: RenovacaoLinha) => void }>({ escolhidos: new Set(), alternar: () => undefined });

function CaixaRenovacao({ linha }: { linha: RenovacaoLinha }) {
  const { escolhidos, alternar } = useContext(SelecaoRenovacao);
  const alvo = linha.placa ?? linha.documento ?? linha.item;
  return <input type="checkbox" aria-label={`Renovar ${linha.tipo_registro} ${alvo} do protocolo ${linha.protocolo}`} checked={escolhidos.has(chaveRenovacao(linha))} onChange={() => alternar(linha)} />;
}

/** /list-renovacao (spec 03 §2): items of favourable searches that expire within 30 days. */
export const gridRenovacao: GridDef<RenovacaoLinha> = gridDoSpec(GRID_RENOVACAO, {
  id: 'renovacao',
  rota: '/list-renovacao',
  api: '/api/registro/get_registros_renovacao',
  controlador: 'cadastro_consulta',
  vazio: { substantivo: 'REGISTRO A RENOVAR' },
  tamanhos: [50, 100, 200, 500],
  tamanhoPadrao: 50,
  ordem: { campo: 'validade', direcao: 'asc' },
  chave: 'item',
  colunas: [
    { campo: 'item', celula: (l) => <CaixaRenovacao linha={l} />, largura: 90 },
    { campo: 'registro_id', filtro: 'numero', largura: 100 },
    { campo: 'protocolo', filtro: 'texto', copiavel: true, largura: 170 },
    { campo: 'cliente', filtro: 'texto', largura: 220 },
    { campo: 'criterio', filtro: 'selecao', opcoes: CRITERIOS.map((c) => ({ valor: c, rotulo: c })), largura: 120 },
    { campo: 'tipo_registro', filtro: 'selecao', opcoes: ['MOTORISTA', 'VEICULO', 'PROPRIETARIO', 'EMPRESA'].map((c) => ({ valor: c, rotulo: c })), largura: 130 },
    { campo: 'documento', filtro: 'texto', valor: (l) => formatarDocumento(l.documento), largura: 170 },
    { campo: 'placa', filtro: 'texto', formato: 'placa', largura: 110 },
    { campo: 'nome', filtro: 'texto', largura: 220 },
    { campo: 'validade', filtro: 'periodo', formato: 'data', largura: 170 },
    { campo: 'dias_restantes', largura: 120 },
  ],
});

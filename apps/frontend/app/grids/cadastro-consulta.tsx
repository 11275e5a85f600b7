import { CRITERIOS, formatarDocumentosNoTexto, GRID_REGISTROS, STATUS_REGISTRO } from '@gr/domain';
import { type AcaoLinha, type GridDef, gridDoSpec } from '~/components/grid/tipos';
import { classeStatus, GRUPOS_REMOVEM_PROTOCOLO, type RegistroLinha } from '~/lib/cadastro-consulta';

/**
 * /cadastro_consulta (spec 03 §2 "Registration and consultation", §4, §9): the registrations and
 * external protocols, 50 rows. A status of ACORDO or RENOVAÇÃO shows as success, the others as
 * error; a double-click opens the item analysis, or the protocol's view for an external protocol.
 * Removing a protocol is for groups 3 and 4 only (the row's `pode_remover`, checked again by the API).
 */
export function SeloStatus({ status }: { status: string }) {
  return <span className={classeStatus(status)}>{status}</span>;
}

/** Where a row opens: an external protocol (with a source) has its own view. */
export const abrirRegistro = (l: Pick<RegistroLinha, 'id' | 'hash' | 'fonte'>) => (l.fonte ? `/protocolo/${l.id}` : `/detalhes/${l.id}/${encodeURIComponent(l.hash)}`);

export const REMOVER_PROTOCOLO: AcaoLinha<RegistroLinha> = {
  rotulo: 'Remover protocolo',
  intent: 'remover',
  grupos: GRUPOS_REMOVEM_PROTOCOLO,
  visivel: (l) => l.pode_remover,
  naBarra: true,
  confirmar: {
    titulo: 'Deseja excluir?',
    botao: 'Deletar item',
    texto: (l) => `O protocolo ${l.protocolo} (${l.cliente}) será removido. Esta ação não pode ser desfeita.`,
  },
};

const ABRIR: AcaoLinha<RegistroLinha> = { rotulo: 'Abrir', para: abrirRegistro, naBarra: true };

export const gridCadastroConsulta: GridDef<RegistroLinha> = gridDoSpec(GRID_REGISTROS, {
  id: 'cadastro_consulta',
  rota: '/cadastro_consulta',
  api: '/api/registro',
  controlador: 'cadastro_consulta',
  vazio: { substantivo: 'REGISTRO' },
  tamanhos: [50, 100, 200],
  tamanhoPadrao: GRID_REGISTROS.tamanhoPadrao,
  ordem: GRID_REGISTROS.ordemPadrao,
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 80 },
    { campo: 'protocolo', filtro: 'texto', copiavel: true, largura: 170 },
    { campo: 'status', filtro: 'selecao', opcoes: STATUS_REGISTRO.map((s) => ({ valor: s, rotulo: s })), largura: 175, celula: (l) => <SeloStatus status={l.status} /> },
    { campo: 'criterio', filtro: 'selecao', opcoes: CRITERIOS.map((c) => ({ valor: c, rotulo: c })), largura: 130 },
    { campo: 'cliente', filtro: 'texto', largura: 200 },
    { campo: 'itens_resumo', valor: (l) => formatarDocumentosNoTexto(l.itens_resumo), largura: 300 },
    // Digits of a CPF or CNPJ, or a plate: also the search box above the grid.
    { campo: 'documento', filtro: 'texto', largura: 150 },
    { campo: 'placa', filtro: 'texto', formato: 'placa', largura: 110 },
    { campo: 'usuario', filtro: 'texto', largura: 130 },
    { campo: 'data_cadastro', formato: 'data', filtro: 'periodo', largura: 170 },
    { campo: 'validade', formato: 'data', filtro: 'periodo', largura: 170 },
    // A consultation made here has no source; an external protocol names its own.
    { campo: 'fonte', largura: 140, celula: (l) => l.fonte ?? 'CONSULTA' },
    { campo: 'is_pesquisa_conjunto', formato: 'booleano', largura: 100 },
  ],
  acoes: {
    adicionar: '/novo',
    rotuloAdicionar: 'Nova consulta',
    atalhos: [
      { rotulo: 'Protocolo externo', para: '/protocolo/novo' },
      { rotulo: 'Configurações', para: '/configuracoes' },
    ],
    duploClique: abrirRegistro,
    menu: [ABRIR, REMOVER_PROTOCOLO],
  },
});

import { CRITERIOS, STATUS_REGISTRO } from '@gr/domain';
import type { AcaoLinha, GridDef } from '~/components/grid/tipos';
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

export const gridCadastroConsulta: GridDef<RegistroLinha> = {
  id: 'cadastro_consulta',
  rota: '/cadastro_consulta',
  api: '/api/registro',
  controlador: 'cadastro_consulta',
  // Documents and plates are searched through the box above the grid (they are not columns).
  extras: ['documento', 'placa'],
  vazio: { substantivo: 'REGISTRO' },
  tamanhos: [50, 100, 200],
  tamanhoPadrao: 50,
  ordem: { campo: 'id', direcao: 'desc' },
  // Until the API's GridSpec for registrations reaches the screens (issue 13 backend).
  exportavel: false,
  colunas: [
    { campo: 'id', titulo: 'ID', filtro: 'numero', largura: 80 },
    { campo: 'protocolo', titulo: 'Protocolo', filtro: 'texto', copiavel: true, largura: 170 },
    {
      campo: 'status',
      titulo: 'Status',
      filtro: 'selecao',
      opcoes: STATUS_REGISTRO.map((s) => ({ valor: s, rotulo: s })),
      largura: 175,
      celula: (l) => <SeloStatus status={l.status} />,
    },
    { campo: 'criterio', titulo: 'Critério', filtro: 'selecao', opcoes: CRITERIOS.map((c) => ({ valor: c, rotulo: c })), largura: 130 },
    { campo: 'cliente', titulo: 'Cliente', filtro: 'texto', largura: 200 },
    { campo: 'usuario', titulo: 'Usuário', filtro: 'texto', largura: 130 },
    { campo: 'data_cadastro', titulo: 'Data de cadastro', formato: 'data', filtro: 'periodo', largura: 170 },
    { campo: 'validade', titulo: 'Validade', formato: 'data', filtro: 'periodo', largura: 170 },
    { campo: 'itens_resumo', titulo: 'Itens', ordenavel: false, largura: 260 },
    { campo: 'fonte', titulo: 'Fonte', largura: 140, valor: (l) => l.fonte ?? 'CONSULTA' },
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
};

import { CHECKLIST, formatarDataHora, GRID_CHECKLISTS, GRID_CHECKLISTS_GESTOR, GRID_CHECKLISTS_OPERADOR, MENSAGENS_ESTADO, OPERACOES_VERIFICACAO, perifericoPorId } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { type AcaoLinha, type ColunaGrid, type GridDef, gridDoSpec } from '~/components/grid/tipos';
import { type AlertaDisparado, type ChecklistItem, type ChecklistLinha, duracaoHms, OPCOES_STATUS, periodoDoMes, STATUS_INFO, type StatusChecklist, temAcao } from '~/lib/checklists';
import { IconePeriferico } from '~/components/listas/icone-periferico';

/**
 * The checklist grids (spec 01 §2.3, §2.4, §9): the client's /checklists and the staff's
 * /checklist_operador and /checklist_manage. Every row action shows only when the row's `acoes`
 * (sent by the server for this user and this status) names it; the server checks again.
 */

/** Status icon with its tooltip; a reused checklist says 'REUTILIZADO' (spec 01 §2.4). */
export function StatusChecklistIcone({ status, reutilizado }: { status: StatusChecklist; reutilizado?: boolean }) {
  const info = STATUS_INFO[status] ?? { rotulo: status, icone: '•' };
  const dica = reutilizado ? 'REUTILIZADO' : info.rotulo;
  return (
    <span className={`status-checklist status-${status}`} title={dica}>
      <span className="status-icone" aria-hidden="true">
        {info.icone}
      </span>
      <span>{info.rotulo}</span>
      {reutilizado && <span className="status-reutilizado">REUTILIZADO</span>}
    </span>
  );
}

/**
 * The checklist alert definitions that fired in the checklist's current stage (spec 01 §2.7, §3
 * "Alert in a test"): what, how many times of how many, the suggestion, the next one.
 */
export function AlertasDoChecklist({ alertas }: { alertas: readonly AlertaDisparado[] }) {
  if (!alertas.length) return null;
  return (
    <section className="alertas-checklist" aria-labelledby="titulo-alertas-checklist" aria-live="polite">
      <h2 id="titulo-alertas-checklist">Alertas do checklist</h2>
      <ul>
        {alertas.map((a) => (
          <li key={a.id}>
            <strong>{a.descricao}</strong> ({a.disparos} de {a.repeticao}) — {a.sugestao ?? 'sem sugestão'}
            {a.proximo ? <small> · próximo às {formatarDataHora(a.proximo).slice(11, 16)}</small> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A peripheral as its icon and name (spec 01 §2.3: each item carries a peripheral id shown as an icon). */
export function Periferico({ id }: { id: number | null }) {
  if (id === null || id === undefined) return <span>—</span>;
  return (
    <span>
      <IconePeriferico id={id} /> {perifericoPorId(id)?.descricao ?? ''}
    </span>
  );
}

/** The items of a checklist, loaded when its row is opened (GET /api/check_lists/listar/{id}). */
export function ItensDoChecklist({ id }: { id: number }) {
  const f = useFetcher<{ itens: ChecklistItem[]; erro?: string }>();
  useEffect(() => {
    if (f.state === 'idle' && !f.data) f.load(`/recursos/checklist_itens/${id}`);
  }, [f, id]);
  if (!f.data) return <p role="status">Carregando itens...</p>;
  if (f.data.erro) return <p role="alert">{f.data.erro}</p>;
  if (f.data.itens.length === 0) return <p>Este checklist não tem itens.</p>;
  return <TabelaItens itens={f.data.itens} legenda={`Itens do checklist ${id}`} />;
}

export function TabelaItens({ itens, legenda }: { itens: readonly ChecklistItem[]; legenda: string }) {
  return (
    <table className="itens-checklist">
      <caption className="visualmente-oculto">{legenda}</caption>
      <thead>
        <tr>
          <th scope="col">Periférico</th>
          <th scope="col">Item</th>
          <th scope="col">Situação</th>
        </tr>
      </thead>
      <tbody>
        {itens.map((i) => (
          <tr key={i.id}>
            <td>
              <Periferico id={i.periferico_id ?? i.item_pgr_id} />
            </td>
            <td>{i.descricao}</td>
            <td>{i.status ?? 'AGUARDANDO'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Titles and default visibility come from the API's grid declarations (GRID_CHECKLISTS*). */
type Coluna<K extends string> = Omit<ColunaGrid<ChecklistLinha>, 'titulo' | 'oculta'> & { campo: K };

const STATUS: Coluna<'status'> = {
  campo: 'status',
  filtro: 'selecao',
  opcoes: OPCOES_STATUS,
  largura: 190,
  celula: (l) => <StatusChecklistIcone status={l.status} reutilizado={l.reutilizado} />,
};
const ID: Coluna<'id'> = { campo: 'id', filtro: 'numero', largura: 90 };
const PLACA: Coluna<'placa'> = { campo: 'placa', filtro: 'texto', formato: 'placa', copiavel: true, largura: 110 };
const TERMINAL: Coluna<'terminal'> = { campo: 'terminal', copiavel: true, largura: 130 };
const TECNOLOGIA: Coluna<'tecnologia'> = { campo: 'tecnologia', largura: 140 };
const VINCULO: Coluna<'vinculo'> = { campo: 'vinculo', largura: 110 };
const CLIENTE: Coluna<'cliente'> = { campo: 'cliente', largura: 200 };
const DATA_CADASTRO: Coluna<'data_cadastro'> = { campo: 'data_cadastro', formato: 'data', largura: 170 };
const DATA_VALIDADE: Coluna<'data_validade'> = { campo: 'data_validade', formato: 'data', largura: 170 };
const PROTOCOLO: Coluna<'protocolo'> = { campo: 'protocolo', copiavel: true, largura: 130 };
const tempo = <K extends 'tempo_verificacao' | 'tempo_em_teste' | 'tempo_decorrido' | 'tempo_em_fila_expressa'>(campo: K): Coluna<K> => ({
  campo,
  largura: 120,
  celula: (l) => duracaoHms(l[campo]),
});

const visualizar = (l: ChecklistLinha) => `/checklist/visualizar/${l.id}`;
const confirmarSimples = (titulo: string, botao: string, texto: (l: ChecklistLinha) => string) => ({ titulo, botao, texto });

/** Actions both the client and the staff have. */
const LIBERAR: AcaoLinha<ChecklistLinha> = { rotulo: 'Liberar', para: (l) => `liberar/${l.id}`, visivel: (l) => temAcao(l, 'LIBERAR'), naBarra: true };
const VISUALIZAR: AcaoLinha<ChecklistLinha> = { rotulo: 'Visualizar', para: visualizar };
const OCULTAR: AcaoLinha<ChecklistLinha> = {
  rotulo: 'Ocultar',
  intent: 'ocultar',
  visivel: (l) => temAcao(l, 'OCULTAR'),
  confirmar: confirmarSimples('Ocultar checklist', 'Ocultar', (l) => `O checklist nº ${l.id} deixará de aparecer nesta lista.`),
};

/** /checklists: the client user's and the shipper manager's list (spec 01 §2.3). */
export const gridChecklists: GridDef<ChecklistLinha> = gridDoSpec(GRID_CHECKLISTS, {
  id: 'checklists',
  rota: '/checklists',
  api: '/api/check_lists',
  // A manager's chosen client (routes/checklists.tsx), passed on to the API.
  extras: ['cliente_id'],
  controlador: 'check_lists',
  vazio: { substantivo: 'CHECKLIST' },
  tamanhos: CHECKLIST.tamanhosPagina,
  tamanhoPadrao: 50,
  ordem: { campo: 'id', direcao: 'desc' },
  colunas: [
    ID,
    STATUS,
    PLACA,
    TERMINAL,
    { ...TECNOLOGIA, filtro: 'texto' as const },
    VINCULO,
    CLIENTE,
    DATA_CADASTRO,
    { ...DATA_VALIDADE, filtro: 'periodo' as const },
    PROTOCOLO,
  ],
  classeLinha: (l) => (l.fila_expressa ? 'linha-fila-expressa' : undefined),
  detalhe: (l) => <ItensDoChecklist id={l.id} />,
  alturaDetalhe: 240,
  acoes: {
    adicionar: '/novo_checklist',
    rotuloAdicionar: 'Novo',
    duploClique: visualizar,
    menu: [
      {
        rotulo: 'Editar',
        para: (l) => `/novo_checklist?id=${l.id}`,
        visivel: (l) => temAcao(l, 'EDITAR'),
        // Offered only to whom the server lets change a checklist (a reading manager does not).
        requer: 'update',
        indisponivel: MENSAGENS_ESTADO.EDITAR,
        naBarra: true,
      },
      // A reading manager (groups 10, 11, 16, 17) has no 'liberar' nor 'update': no dead buttons.
      { ...LIBERAR, requer: 'liberar' },
      {
        rotulo: 'Reteste',
        intent: 'reteste',
        visivel: (l) => temAcao(l, 'RETESTE'),
        requer: 'update',
        naBarra: true,
        confirmar: confirmarSimples('Solicitar reteste', 'Solicitar reteste', (l) => `O checklist nº ${l.id} (${l.placa ?? ''}) voltará para a fila de verificação.`),
      },
      {
        rotulo: 'Fila expressa',
        intent: 'fila_expressa',
        visivel: (l) => temAcao(l, 'FILA_EXPRESSA'),
        requer: 'update',
        naBarra: true,
        confirmar: confirmarSimples('Enviar para a fila expressa', 'Enviar', (l) => `O checklist nº ${l.id} (${l.placa ?? ''}) será atendido pela fila expressa.`),
      },
      { ...OCULTAR, requer: 'update' },
      VISUALIZAR,
    ],
  },
});

const STATUS_OPERADOR: Coluna<'status'> = {
  ...STATUS,
  // Blank is the queue (the server's default); TODOS lifts the status filter (spec 01 §2.4).
  rotuloSemFiltro: 'Fila',
  opcoes: [{ valor: 'TODOS', rotulo: 'Todos' }, ...OPCOES_STATUS],
};

/** Short labels for the toolbar and menu (spec 01 §4.2: the three operation outcomes and their codes). */
const ROTULOS_OPERACAO: Record<keyof typeof OPERACOES_VERIFICACAO, string> = {
  SE: 'Sem espelhamento (SE)',
  ESC: 'Sem configuração (ESC)',
  EC: 'Espelhado e configurado (EC)',
};

const operacao = (tipo: keyof typeof OPERACOES_VERIFICACAO): AcaoLinha<ChecklistLinha> => ({
  rotulo: ROTULOS_OPERACAO[tipo],
  intent: `status_${tipo}`,
  visivel: (l) => temAcao(l, `OPERACAO_${tipo}`),
  naBarra: true,
});

const colunasOperador = (gerente: boolean) => [
  ID,
  STATUS_OPERADOR,
  { ...PLACA },
  { ...TERMINAL, filtro: 'texto' as const },
  { ...TECNOLOGIA, filtro: 'texto' as const },
  VINCULO,
  { ...CLIENTE, filtro: 'texto' as const },
  { ...DATA_CADASTRO, filtro: 'periodo' as const, filtroPadrao: () => periodoDoMes() },
  { campo: 'username_add' as const, largura: 130 },
  DATA_VALIDADE,
  PROTOCOLO,
  { campo: 'online' as const, formato: 'booleano' as const, largura: 90 },
  ...(gerente ? [tempo('tempo_verificacao'), tempo('tempo_em_teste'), tempo('tempo_decorrido')] : []),
  tempo('tempo_em_fila_expressa'),
];

/** The operator's desk and the manager's variant (spec 01 §2.4, §4.2): same actions, more columns. */
function gridOperador(gerente: boolean): GridDef<ChecklistLinha> {
  return gridDoSpec(gerente ? GRID_CHECKLISTS_GESTOR : GRID_CHECKLISTS_OPERADOR, {
    id: gerente ? 'checklist_manage' : 'checklist_operador',
    rota: gerente ? '/checklist_manage' : '/checklist_operador',
    api: '/api/check_lists/operador',
    controlador: 'check_lists',
    vazio: { substantivo: 'CHECKLIST' },
    tamanhos: CHECKLIST.tamanhosPagina,
    tamanhoPadrao: 100,
    ordem: { campo: 'id', direcao: 'desc' },
    atualizarACada: 5 * 60_000,
    colunas: colunasOperador(gerente),
    classeLinha: (l) => (l.fila_expressa ? 'linha-fila-expressa' : undefined),
    detalhe: (l) => <ItensDoChecklist id={l.id} />,
    alturaDetalhe: 240,
    acoes: {
      adicionar: '/novo_checklist',
      rotuloAdicionar: 'Novo',
      duploClique: visualizar,
      menu: [
        operacao('SE'),
        operacao('ESC'),
        operacao('EC'),
        {
          rotulo: 'Teste',
          para: (l) => `/checklist/teste/${l.id}`,
          visivel: (l) => (l.status === 'EM_TESTE' || l.status === 'PENDENTE') && (temAcao(l, 'REGISTRAR_RESULTADO') || temAcao(l, 'INICIAR_TESTE')),
          naBarra: true,
        },
        { rotulo: 'Cancelar', para: (l) => `cancelar/${l.id}`, visivel: (l) => temAcao(l, 'CANCELAR'), naBarra: true },
        LIBERAR,
        { ...VISUALIZAR, naBarra: true },
        OCULTAR,
      ],
    },
  });
}

export const gridChecklistOperador = gridOperador(false);
export const gridChecklistManage = gridOperador(true);

/**
 * /a/checklist_gerenciadores: the shipper managers' read-only list (spec 01 §2.4, §7.1
 * GET /api/embarcador/lista_checklists) of the clients they follow; rows open to their items.
 */
export const gridChecklistGerenciadores: GridDef<ChecklistLinha> = {
  ...gridChecklists,
  id: 'checklist_gerenciadores',
  rota: '/a/checklist_gerenciadores',
  api: '/api/embarcador/lista_checklists',
  acoes: { duploClique: visualizar, menu: [{ ...VISUALIZAR, naBarra: true }] },
};

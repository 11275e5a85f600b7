import { formatarCpf, formatarDataHora, formatarPlaca, formatarTelefone, NOMES_STATUS_VIAGEM, ROTULOS_TIPO_ITEM, TIPOS_VIAGEM, type ItemLinhaDoTempo, type StatusViagem } from '@gr/domain';
import { escaparHtml as e, paginaDeImpressao } from '@gr/infrastructure';
import type { ViagemImpressa } from './impressao.queries.js';

const reais = (v: unknown) =>
  Number(v ?? 0).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ');
const sim = (v: unknown) => (v ? 'Sim' : 'Não');
const dh = (v: unknown) => e(formatarDataHora((v as string | null) ?? null));
const STATUS: Record<string, string> = { AGENDADA: 'Agendada', EM_VIAGEM: 'Em viagem', FINALIZADA: 'Finalizada', CANCELADA: 'Cancelada' };

/** Two label/value pairs per row, as the protocol's header. */
function tabela(pares: Array<[string, string]>): string {
  const linhas: string[] = [];
  for (let i = 0; i < pares.length; i += 2) {
    const [a, b] = [pares[i]!, pares[i + 1]];
    linhas.push(`<tr><th>${a[0]}</th><td>${a[1]}</td>${b ? `<th>${b[0]}</th><td>${b[1]}</td>` : '<th></th><td></td>'}</tr>`);
  }
  return `<table><tbody>${linhas.join('')}</tbody></table>`;
}

/**
 * The trip's print page (spec 02 §2 /views/monitoramentos/sm_impressao.html?sm={id}) in the
 * product's one print layout: the request (vehicle, trailers, driver and phones, route, shipper,
 * times, value, flags, release, score), then its occurrences and observations, then its timeline
 * (issue 22: every item in time order, with where it happened when known; no map). The same HTML
 * is the print page in the browser and, through Puppeteer, the trip's PDF.
 */
export function htmlDaViagem({ viagem: v, ocorrencias, observacoes }: ViagemImpressa, linhaDoTempo: readonly ItemLinhaDoTempo[] = []): string {
  const status = STATUS[NOMES_STATUS_VIAGEM[v.status as StatusViagem]] ?? String(v.status);
  const tipo = TIPOS_VIAGEM.find((t) => t.id === Number(v.tipo_viagem_id))?.descricao ?? '';
  const carretas = [v.placa_carreta1, v.placa_carreta2, v.placa_carreta3].filter(Boolean).map((p) => formatarPlaca(p as string)).join(', ');
  const fones = [v.fone1, v.fone2, v.fone3].filter(Boolean).map((f) => formatarTelefone(f as string)).join(', ');
  const dados = tabela([
    ['Cliente', e(v.cliente)], ['Status', `<span class="laudo">${e(status)}</span>`],
    ['Placa', e(formatarPlaca(v.placa as string | null))], ['Carretas', e(carretas)],
    ['Terminal', e(v.terminal)], ['Tecnologia', e(v.tecnologia)],
    ['Tipo do veículo', e(v.tipo_veiculo)], ['Vínculo', e(v.vinculo)],
    ['Motorista', e(v.motorista)], ['CPF', e(typeof v.motorista_cpf === 'string' ? formatarCpf(v.motorista_cpf) : '')],
    ['Telefones', e(fones)], ['Embarcador', e(v.embarcador)],
    ['Rota', e(v.rota)], ['Tipo de viagem', e(tipo)],
    ['Origem', e(v.origem)], ['Destino', e(v.destino)],
    ['Previsão de início', dh(v.previsao_inicio)], ['Previsão de fim', dh(v.previsao_fim)],
    ['Início', dh(v.data_inicio)], ['Fim', dh(v.data_fim)],
    ['Valor do embarque', e(v.veiculo_sem_carga ? 'Veículo sem carga' : reais(v.valor_embarque))], ['Telemonitorado', sim(v.telemonitorado)],
    ['Isca (número)', e(v.numero_spy)], ['Isca (tecnologia)', e(v.tecnologia_spy)],
    ['Liberação especial', v.liberacao ? `Sim, por ${e(v.usuario_liberacao)}` : 'Não'], ['Aceite sem espelhamento', sim(v.aceite_sem_espelhamento)],
    ['Pontuação de risco', e(v.pontuacao_risco)], ['Situação', e(v.situacao_viagem)],
    ['Código da viagem', e(v.trafegus_id)], ['Cadastrada por', `${e(v.username_add)} em ${dh(v.data_cadastro)}`],
  ]);
  const cancelamento = v.status === 4
    ? `<h2>Cancelamento</h2>${tabela([['Motivos', e(v.motivos)], ['Data', dh(v.data_cancelamento ?? v.data_status)], ['Observação', e(v.observacao_cancelamento)], ['Por', e(v.username_add_status)]])}`
    : '';
  const extras = [v.dados_adicionais ? `<h2>Dados adicionais</h2><p>${e(v.dados_adicionais)}</p>` : '', v.observacao ? `<h2>Observação</h2><p>${e(v.observacao)}</p>` : ''].join('');
  const linhasOcorrencias = ocorrencias.length
    ? ocorrencias.map((o) => `<tr><td>${e(o.codigo)}</td><td>${e(o.descricao)}</td><td>${e(o.grau_risco)}</td><td>${e(o.observacao)}</td><td>${e(o.username_add)}</td><td>${dh(o.data_cadastro)}</td><td>${sim(o.conferida)}</td></tr>`).join('')
    : '<tr><td colspan="7">NENHUMA OCORRÊNCIA FOI ENCONTRADA NESTA PESQUISA...</td></tr>';
  const linhasObservacoes = observacoes.length
    ? observacoes.map((o) => `<tr><td>${e(o.observacao)}</td><td>${e(o.lat_lng)}</td><td>${e(o.username_add)}</td><td>${dh(o.data_cadastro)}</td></tr>`).join('')
    : '<tr><td colspan="4">NENHUMA OBSERVAÇÃO FOI ENCONTRADA NESTA PESQUISA...</td></tr>';
  const onde = (i: ItemLinhaDoTempo) => (i.latitude !== null && i.longitude !== null ? `${i.latitude.toFixed(5)}, ${i.longitude.toFixed(5)}` : '');
  const linhasDoTempo = linhaDoTempo.length
    ? linhaDoTempo.map((i) => `<tr><td>${dh(i.instante)}</td><td>${e(ROTULOS_TIPO_ITEM[i.tipo])}</td><td>${e(i.titulo)}</td><td>${e(i.descricao)}</td><td>${e(i.usuario)}</td><td>${e(onde(i))}</td></tr>`).join('')
    : '<tr><td colspan="6">NENHUM REGISTRO NA LINHA DO TEMPO DESTA SM...</td></tr>';
  return paginaDeImpressao({
    titulo: `Solicitação de monitoramento nº ${String(v.id)}`,
    corpo: `${dados}${cancelamento}${extras}
    <h2>Ocorrências</h2>
    <table><thead><tr><th>Código</th><th>Ocorrência</th><th>Grau de risco</th><th>Descrição</th><th>Usuário</th><th>Data</th><th>Conferida</th></tr></thead><tbody>${linhasOcorrencias}</tbody></table>
    <h2>Observações</h2>
    <table><thead><tr><th>Observação</th><th>Posição</th><th>Usuário</th><th>Data</th></tr></thead><tbody>${linhasObservacoes}</tbody></table>
    <h2>Linha do tempo</h2>
    <table><thead><tr><th>Quando</th><th>Tipo</th><th>O quê</th><th>Descrição</th><th>Usuário</th><th>Posição</th></tr></thead><tbody>${linhasDoTempo}</tbody></table>`,
  });
}

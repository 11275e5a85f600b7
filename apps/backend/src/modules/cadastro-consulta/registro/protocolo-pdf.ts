import { formatarDocumento } from '@gr/domain';
import { escaparHtml as e, paginaDeImpressao } from '@gr/infrastructure';

const dataHora = (v: unknown) =>
  v ? new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(v as string)) : '';
const data = (v: unknown) => (v ? new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(v as string)) : '');
const documento = (d: unknown) => (typeof d === 'string' ? formatarDocumento(d) : '');

const TIPO: Record<string, string> = { MOTORISTA: 'Motorista', VEICULO: 'Veículo', PROPRIETARIO: 'Proprietário', EMPRESA: 'Empresa' };

/**
 * The protocol's print page (spec 03 §2 /detalhes: "release protocol … PDF export"): the header,
 * each item with its laudo, due date and analysis. Rendered by Puppeteer; styles inline, no
 * external resources; the product's one print layout (paginaDeImpressao).
 */
export function htmlDoProtocolo(r: Record<string, unknown>, itens: Array<Record<string, unknown>>): string {
  const linhasItens = itens
    .map((i) => {
      const obs = (i.observacoes as Array<Record<string, unknown>>)
        .map((o) => `<li>${e(o.data)} ${e(o.hora)} · ${e(o.usuario)} · <strong>${e(o.status_analise)}</strong>: ${e(o.descricao)}</li>`)
        .join('');
      return `<section class="item">
        <h2>${e(TIPO[i.tipo_registro as string] ?? i.tipo_registro)} ${i.placa ? `${e(i.placa)} · proprietário ${e(documento(i.documento))}` : e(documento(i.documento))}</h2>
        <table><tbody>
          <tr><th>Nome</th><td>${e(i.nome ?? '')}</td><th>Laudo</th><td class="laudo">${e(i.laudo)}${i.bloqueado ? ' (BLOQUEADO)' : ''}</td></tr>
          <tr><th>Vencimento</th><td>${e(data(i.data_vencimento))}</td><th>Motivo</th><td>${e(i.motivo ?? '')}</td></tr>
        </tbody></table>
        ${obs ? `<h3>Análise</h3><ul>${obs}</ul>` : ''}
      </section>`;
    })
    .join('');
  return paginaDeImpressao({
    titulo: `Protocolo de consulta ${String(r.protocolo ?? '')}`,
    corpo: `<table><tbody>
    <tr><th>Cliente</th><td>${e(r.cliente)}</td><th>Status</th><td class="laudo">${e(r.status)}</td></tr>
    <tr><th>Critério</th><td>${e(r.criterio)} (política ${e(r.politica)})</td><th>Validade</th><td>${e(dataHora(r.validade))}</td></tr>
    <tr><th>Registrado por</th><td>${e(r.usuario)}</td><th>Data do registro</th><td>${e(dataHora(r.data_cadastro))}</td></tr>
    <tr><th>Fonte</th><td>${e(r.fonte ?? 'Consulta própria')}</td><th>Pesquisa conjunta</th><td>${r.is_pesquisa_conjunto ? 'Sim' : 'Não'}</td></tr>
    <tr><th>Finalidade (LGPD)</th><td>${e(r.finalidade)}</td><th>Base legal</th><td>${e(r.base_legal)}</td></tr>
  </tbody></table>
  ${linhasItens}`,
    rodape: 'Dados pessoais tratados conforme a LGPD (Lei nº 13.709/2018).',
  });
}

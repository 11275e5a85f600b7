import { ROTULOS_ACAO_COMANDO, ROTULOS_CANAL_COMANDO, ROTULOS_ESTADO_COMANDO, textoGridVazio } from '@gr/domain';
import { formatarDataHora } from '~/lib/datas';
import type { Esquema } from '~/lib/tipos';

export type ComandoLinha = Esquema<'ComandoDto'>;
export type Rastreador = Esquema<'RastreadorVeiculoDto'>;

const ROTULO_ESTADO: Record<string, string> = ROTULOS_ESTADO_COMANDO;
const ROTULO_ACAO: Record<string, string> = ROTULOS_ACAO_COMANDO;
const ROTULO_CANAL: Record<string, string> = ROTULOS_CANAL_COMANDO;

/** The commands and messages sent, newest first, with each one's state (the /comandos and /comunicacao pages). */
export function TabelaComandos({ linhas, titulo, vazio = textoGridVazio('COMANDO') }: { linhas: ComandoLinha[]; titulo: string; vazio?: string }) {
  if (!linhas.length) return <p>{vazio}</p>;
  return (
    <table className="tabela-simples" aria-label={titulo}>
      <thead>
        <tr>
          <th scope="col">Quando</th>
          <th scope="col">Canal</th>
          <th scope="col">Comando ou mensagem</th>
          <th scope="col">Destino</th>
          <th scope="col">Quem pediu</th>
          <th scope="col">Estado</th>
        </tr>
      </thead>
      <tbody>
        {linhas.map((c) => (
          <tr key={c.id}>
            <td>{formatarDataHora(c.criado_em)}</td>
            <td>{ROTULO_CANAL[c.canal] ?? c.canal}</td>
            <td>{c.acao ? (ROTULO_ACAO[c.acao] ?? c.acao) : c.mensagem}</td>
            <td>{c.telefone ?? (c.placa ? `${c.placa} · ${c.terminal ?? ''}` : c.terminal) ?? '—'}</td>
            <td>
              {c.username}
              {c.origem ? ` (${c.origem})` : ''}
            </td>
            <td title={c.erro ?? undefined}>
              {ROTULO_ESTADO[c.estado] ?? c.estado}
              {c.tentativas > 1 ? ` · ${c.tentativas} tentativas` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const coordenadas = (lat: number | null, lng: number | null) => (lat === null && lng === null ? '—' : `${lat ?? '?'}, ${lng ?? '?'}`);

/**
 * What the tracker sent that did not move the vehicle (issue 19): its last heartbeat and the
 * fixes filtered out, each with the reason. The door acknowledged them all, so the device went on.
 */
export function PainelRastreador({ rastreador }: { rastreador: Rastreador }) {
  const c = rastreador.ultimo_contato;
  return (
    <>
      <h2>Rastreador</h2>
      <p>
        {c
          ? `Último batimento (sem posição): ${formatarDataHora(c.data_recebida)}${c.bateria !== null ? ` · bateria ${c.bateria}%` : ''}${c.carregando ? ' (carregando)' : ''}`
          : 'Nenhum batimento sem posição recebido.'}
      </p>
      {rastreador.posicoes_filtradas.length ? (
        <table className="tabela-simples" aria-label="Posições filtradas">
          <thead>
            <tr>
              <th scope="col">Chegada</th>
              <th scope="col">Data da posição</th>
              <th scope="col">Coordenadas</th>
              <th scope="col">Motivo</th>
            </tr>
          </thead>
          <tbody>
            {rastreador.posicoes_filtradas.map((f, i) => (
              <tr key={i}>
                <td>{formatarDataHora(f.data_recebida)}</td>
                <td>{f.data_posicao ? formatarDataHora(f.data_posicao) : '—'}</td>
                <td>{coordenadas(f.latitude, f.longitude)}</td>
                <td>{f.descricao}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>NENHUMA POSIÇÃO FILTRADA FOI ENCONTRADA NESTA PESQUISA...</p>
      )}
    </>
  );
}

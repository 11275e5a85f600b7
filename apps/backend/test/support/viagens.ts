import type { AppDeTeste } from './app.js';
import { motoristaSoDe, veiculoSoDe } from './masters.js';

export interface ViagemDeTeste {
  id: number;
  cliente_id: number;
  veiculo_id: number;
  placa: string;
  rota_id: number | null;
  funcionario_id: number;
}

/**
 * A trip written straight into the table (for the tests that need one in a given status without
 * going through the form): a vehicle, driver and route of `cliente`, planned from an hour ago to a
 * day ahead. Status 1 AGENDADA, 2 EM_VIAGEM, 3 FINALIZADA, 4 CANCELADA.
 */
export async function viagemDe(t: AppDeTeste, cliente: number, status: 1 | 2 | 3 | 4 = 1, extra: Record<string, unknown> = {}): Promise<ViagemDeTeste> {
  const veiculo = await veiculoSoDe(t, cliente, 'CAVALO').then((v) => v ?? veiculoSoDe(t, cliente));
  const motorista = await motoristaSoDe(t, cliente, 'FROTA').then((m) => m ?? motoristaSoDe(t, cliente, 'AGREGADO'));
  const [rota] = await t.sql<{ id: number }>('select id from rotas where cliente_id = $1 and ativa order by id limit 1', [cliente]);
  const colunas: Record<string, unknown> = {
    cliente_id: cliente, veiculo_id: veiculo.id, placa: veiculo.placa, rota_id: rota?.id ?? null, funcionario_id: motorista.id, fone1: '11987654321',
    status, tipo_viagem_id: 1, valor_embarque: 10000, username_add: 'ADMIN',
    previsao_inicio: new Date(Date.now() - 3_600_000), previsao_fim: new Date(Date.now() + 86_400_000),
    data_inicio: status >= 2 && status !== 4 ? new Date(Date.now() - 1_800_000) : null,
    data_fim: status === 3 ? new Date() : null,
    ...extra,
  };
  const nomes = Object.keys(colunas);
  const [row] = await t.sql<{ id: number }>(
    `insert into monitoramentos (${nomes.join(', ')}) values (${nomes.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(colunas),
  );
  return { id: row!.id, cliente_id: cliente, veiculo_id: veiculo.id, placa: veiculo.placa, rota_id: rota?.id ?? null, funcionario_id: motorista.id };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { MENSAGENS_VEICULO, ValidationError, type CarretaRepository, type NovoVeiculo, type NovoVinculo, type Veiculo, type VeiculoRepository } from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { atualizarVersionado, excluirSemReferencias, traduzindoUnicos, type Referencia } from '../escrita.js';
import { inserirVinculo } from './vinculo.repository.js';

export const COLUNAS_VEICULO = [
  'id', 'placa', 'tipo', 'ano_fabricacao', 'ano_modelo', 'cor', 'renavan', 'fabricante_id', 'modelo_id', 'tecnologia_id', 'terminal', 'data_cadastro', 'updated_at',
] as const;

/** A vehicle with an active client link or a hitch is not deleted (inactive links go with it). */
export const REFERENCIAS_VEICULO: readonly Referencia[] = [
  { tabela: 'clientes_veiculos', coluna: 'veiculo_id', rotulo: 'vínculos ativos com clientes', onde: 'ativo' },
  { tabela: 'veiculos_carretas', coluna: 'cavalo_id', rotulo: 'carretas engatadas' },
  { tabela: 'veiculos_carretas', coluna: 'carreta_id', rotulo: 'cavalos que a levam' },
];

const PLACA_UNICA = { veiculos_placa_key: () => ValidationError.campo('placa', MENSAGENS_VEICULO.placaCadastrada) };

function paraVeiculo(row: Record<string, unknown>): Veiculo {
  return { ...(row as unknown as Veiculo), data_cadastro: dataPg(row.data_cadastro), updated_at: dataPg(row.updated_at) };
}

/** VeiculoRepository and the tractor-trailer hitches on PostgreSQL. */
export class SqlVeiculoRepository implements VeiculoRepository, CarretaRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async findById(id: number): Promise<Veiculo | null> {
    const row = await this.db('veiculos').select(COLUNAS_VEICULO).where({ id }).first();
    return row ? paraVeiculo(row) : null;
  }
  async idPorPlaca(placa: string): Promise<number | null> {
    return (await this.db('veiculos').where({ placa }).first('id'))?.id ?? null;
  }
  async create(dados: NovoVeiculo, vinculo: NovoVinculo | null): Promise<Veiculo> {
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      const agora = new Date();
      const [row] = await traduzindoUnicos(() => db('veiculos').insert({ ...dados, data_cadastro: agora, updated_at: agora }).returning(COLUNAS_VEICULO), PLACA_UNICA);
      if (vinculo) await inserirVinculo(db, 'veiculo', row.id, vinculo);
      return paraVeiculo(row);
    });
  }
  async update(veiculo: Veiculo, vinculo: NovoVinculo | null): Promise<Veiculo> {
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      const { id, data_cadastro: _d, updated_at, ...resto } = veiculo;
      const row = await atualizarVersionado(db, { tabela: 'veiculos', id, lido: updated_at, colunas: COLUNAS_VEICULO, unicos: PLACA_UNICA }, resto);
      if (vinculo) await inserirVinculo(db, 'veiculo', id, vinculo);
      return paraVeiculo(row);
    });
  }

  async carretasDoCavalo(cavaloId: number): Promise<number[]> {
    return (await this.db('veiculos_carretas').where({ cavalo_id: cavaloId }).orderBy('id').pluck('carreta_id')) as number[];
  }
  async cavaloDaCarreta(carretaId: number): Promise<number | null> {
    return (await this.db('veiculos_carretas').where({ carreta_id: carretaId }).first('cavalo_id'))?.cavalo_id ?? null;
  }
  async engatar(cavaloId: number, carretaId: number): Promise<number> {
    const [row] = await traduzindoUnicos(
      () => this.db('veiculos_carretas').insert({ cavalo_id: cavaloId, carreta_id: carretaId }).returning(['id']),
      { veiculos_carretas_carreta_id_key: () => ValidationError.campo('carreta_id', MENSAGENS_VEICULO.carretaEngatada) },
    );
    return row.id;
  }
  async desengatar(id: number): Promise<boolean> {
    return (await this.db('veiculos_carretas').where({ id }).delete()) > 0;
  }

  /** Deletes a vehicle without active links or hitches (its inactive links go with it). */
  async excluir(id: number): Promise<void> {
    await excluirSemReferencias(this.db, { tabela: 'veiculos', chave: 'id', valor: id, oQue: 'o veículo', refs: REFERENCIAS_VEICULO });
  }
}

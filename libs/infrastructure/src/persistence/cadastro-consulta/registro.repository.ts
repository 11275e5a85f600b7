import { randomBytes } from 'node:crypto';
import {
  POLITICAS, type ItemRegistroGravado, type Laudo, type NovoItemRegistro, type NovoRegistro, type PerfilDoMotorista, type Politica, type RegistroRepository,
  type RegistroTravado, type StatusAnalise, type StatusRegistro,
} from '@gr/domain';
import { dataPg } from '../knex.js';
import { SqlCadastroConsulta } from './base.js';
import { validadeConfiguradaSql } from './configuracao.repository.js';

const novoHash = () => randomBytes(16).toString('hex');

const COLUNAS_REGISTRO = ['id', 'cliente_id', 'status', 'protocolo', 'validade', 'finalidade', 'base_legal', 'politica', 'renovado_em', 'is_pesquisa_conjunto', 'observacao'] as const;
const COLUNAS_ITEM = ['id', 'tipo_registro', 'funcionario_id', 'laudo', 'bloqueado', 'motivo', 'documento'] as const;

/** The one place a `registros` row becomes the domain's registration (timestamps as Dates). */
function paraRegistro(row: Record<string, unknown>): RegistroTravado {
  return {
    ...(row as unknown as RegistroTravado),
    validade: dataPg(row.validade),
    renovado_em: row.renovado_em === null || row.renovado_em === undefined ? null : dataPg(row.renovado_em),
  };
}

/** RegistroRepository on PostgreSQL: registros, registros_itens, their observations and attachments, the drivers' profiles. */
export class SqlRegistroRepository extends SqlCadastroConsulta implements RegistroRepository {
  async clienteExiste(id: number): Promise<boolean> {
    return !!(await this.db('clientes').where('id', id).first('id'));
  }

  async resumo(id: number): Promise<{ id: number; hash: string; protocolo: string; status: StatusRegistro; validade: string }> {
    const r = (await this.db('registros').where('id', id).first('id', 'hash', 'protocolo', 'status', 'validade')) as Record<string, unknown>;
    return { ...(r as { id: number; hash: string; protocolo: string; status: StatusRegistro }), validade: new Date(r.validade as string).toISOString() };
  }

  validadeConfigurada(clienteId: number, politica: Politica): Promise<number | null> {
    return validadeConfiguradaSql(this.db, clienteId, politica);
  }

  async proximoId(): Promise<number> {
    return ((await this.db.raw(`select nextval('registros_id_seq')::int as id`)) as { rows: Array<{ id: number }> }).rows[0]!.id;
  }

  async inserir(r: NovoRegistro, itens: readonly NovoItemRegistro[]): Promise<{ hash: string; itens: ItemRegistroGravado[] }> {
    const db = this.db;
    const hash = novoHash();
    await db('registros').insert({
      id: r.id, cliente_id: r.cliente_id, usuario_id: r.usuario.id, usuario: r.usuario.username, politica: r.politica, criterio: POLITICAS[r.politica], status: r.status,
      protocolo: r.protocolo, validade: r.validade, hash, is_pesquisa_conjunto: r.is_pesquisa_conjunto, fonte: r.fonte, observacao: r.observacao, finalidade: r.finalidade,
      base_legal: r.base_legal, renovado_de: r.renovado_de, data_cadastro: r.data, updated_at: r.data,
    });
    const linhas = (await db('registros_itens')
      .insert(itens.map((i, ordem) => ({ ...i, registro_id: r.id, hash: novoHash(), politica: r.politica, data_vencimento: r.validade, dados: JSON.stringify(i.dados), ordem })))
      .returning(['id', 'tipo_registro', 'funcionario_id', 'laudo', 'bloqueado'])) as ItemRegistroGravado[];
    return { hash, itens: linhas };
  }

  async gravarPerfil(p: PerfilDoMotorista): Promise<void> {
    await this.db.raw(
      `insert into funcionarios_perfis (funcionario_id, cliente_id, protocolo, validade_protocolo, registro_item_id)
       values (?, ?, ?, (? at time zone 'America/Sao_Paulo')::date, ?)
       on conflict (funcionario_id, cliente_id) do update set protocolo = excluded.protocolo, validade_protocolo = excluded.validade_protocolo, registro_item_id = excluded.registro_item_id`,
      [p.funcionario_id, p.cliente_id, p.protocolo, p.validade, p.registro_item_id],
    );
  }

  async removerPerfilDoItem(itemId: number): Promise<void> {
    await this.db('funcionarios_perfis').where({ registro_item_id: itemId }).delete();
  }

  async removerPerfisDoRegistro(registroId: number): Promise<void> {
    const db = this.db;
    await db('funcionarios_perfis').whereIn('registro_item_id', db('registros_itens').where('registro_id', registroId).select('id')).delete();
  }

  async funcionario(id: number): Promise<{ id: number; cpf: string; nome: string } | null> {
    return ((await this.db('funcionarios').where('id', id).first('id', 'cpf', 'nome')) as { id: number; cpf: string; nome: string } | undefined) ?? null;
  }

  async veiculo(id: number): Promise<{ id: number; placa: string } | null> {
    return ((await this.db('veiculos').where('id', id).first('id', 'placa')) as { id: number; placa: string } | undefined) ?? null;
  }

  async motoristaDosClientes(funcionarioId: number, clientes: readonly number[]): Promise<boolean> {
    return !!(await this.db('clientes_funcionarios').where({ funcionario_id: funcionarioId, ativo: true }).whereIn('cliente_id', clientes as number[]).first('id'));
  }

  async veiculoDosClientes(veiculoId: number, clientes: readonly number[]): Promise<boolean> {
    return !!(await this.db('clientes_veiculos').where({ veiculo_id: veiculoId, ativo: true }).whereIn('cliente_id', clientes as number[]).first('id'));
  }

  async protocoloExiste(protocolo: string): Promise<boolean> {
    return !!(await this.db('registros').where('protocolo', protocolo).first('id'));
  }

  async travar(id: number): Promise<RegistroTravado | null> {
    const row = (await this.db('registros').where('id', id).forUpdate().first(...COLUNAS_REGISTRO)) as Record<string, unknown> | undefined;
    return row ? paraRegistro(row) : null;
  }

  async item(registroId: number, hash: string): Promise<(ItemRegistroGravado & { motivo: string | null; documento: string | null }) | null> {
    return ((await this.db('registros_itens').where({ registro_id: registroId, hash }).first(...COLUNAS_ITEM)) as (ItemRegistroGravado & { motivo: string | null; documento: string | null }) | undefined) ?? null;
  }

  async itemPorHash(hash: string): Promise<{ id: number; registro_id: number } | null> {
    return ((await this.db('registros_itens').where('hash', hash).first('id', 'registro_id')) as { id: number; registro_id: number } | undefined) ?? null;
  }

  async laudosDosItens(registroId: number): Promise<Array<{ laudo: Laudo; bloqueado: boolean }>> {
    return (await this.db('registros_itens').where('registro_id', registroId).select('laudo', 'bloqueado')) as Array<{ laudo: Laudo; bloqueado: boolean }>;
  }

  async registrarObservacao(o: { registro_id: number; item_hash: string; descricao: string; status_analise: StatusAnalise; usuario: { id: number; username: string } }): Promise<void> {
    await this.db('registros_observacoes').insert({ registro_id: o.registro_id, item_hash: o.item_hash, descricao: o.descricao, status_analise: o.status_analise, usuario_id: o.usuario.id, usuario: o.usuario.username });
  }

  async atualizarLaudo(itemId: number, l: { laudo: Laudo; bloqueado: boolean; motivo: string | null }): Promise<void> {
    await this.db('registros_itens').where('id', itemId).update({ laudo: l.laudo, bloqueado: l.bloqueado, motivo: l.motivo });
  }

  async anexar(registroId: number, itemHash: string, anexos: ReadonlyArray<{ nome: string; tipo: string; bytes: Uint8Array }>, usuario: string): Promise<void> {
    await this.db('registros_anexos').insert(anexos.map((a) => ({ registro_id: registroId, item_hash: itemHash, nome: a.nome, tipo: a.tipo, tamanho: a.bytes.length, conteudo: a.bytes, usuario })));
  }

  async corrigirItem(itemId: number, nome: string | undefined, dados: Record<string, unknown>): Promise<void> {
    const db = this.db;
    await db('registros_itens').where('id', itemId).update({ ...(nome ? { nome } : {}), dados: db.raw(`dados || ?::jsonb`, [JSON.stringify(dados)]), is_correcao_parametro: true });
  }

  async atualizarRegistro(id: number, mudancas: { status?: StatusRegistro; renovado_em?: Date }): Promise<void> {
    const db = this.db;
    await db('registros').where('id', id).update({ ...mudancas, version: db.raw('version + 1'), updated_at: db.fn.now() });
  }

  async itensParaRenovar(registroId: number, hashes: readonly string[]): Promise<Array<Omit<NovoItemRegistro, 'laudo' | 'bloqueado' | 'motivo'>>> {
    return (await this.db('registros_itens').where('registro_id', registroId).whereIn('hash', [...hashes]).orderBy('ordem')
      .select('tipo_registro', 'documento', 'placa', 'nome', 'funcionario_id', 'veiculo_id', 'dados')) as Array<Omit<NovoItemRegistro, 'laudo' | 'bloqueado' | 'motivo'>>;
  }
}

import { BusinessRuleError, MENSAGENS_BLACKLIST, type BlacklistRepository, type EntradaBlacklist } from '@gr/domain';
import { ehErroPostgres } from '../../database/erros-banco.js';
import { SqlCadastroConsulta } from './base.js';

/** BlacklistRepository on PostgreSQL (table `blacklist`). */
export class SqlBlacklistRepository extends SqlCadastroConsulta implements BlacklistRepository {
  async travarDocumento(documento: string): Promise<void> {
    await this.db.raw('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', ['blacklist', documento]);
  }

  async existeEntrada(e: Pick<EntradaBlacklist, 'tipo_registro' | 'documento' | 'placa'>): Promise<boolean> {
    return !!(await this.db('blacklist').where({ tipo_registro: e.tipo_registro, documento: e.documento }).whereRaw(`coalesce(placa, '') = ?`, [e.placa ?? '']).first('id'));
  }

  async placaCadastrada(placa: string): Promise<boolean> {
    return !!(await this.db('blacklist').where('placa', placa).first('id'));
  }

  async inserir(e: EntradaBlacklist, autor: { id: number; username: string }): Promise<number> {
    try {
      const [linha] = (await this.db('blacklist').insert({ ...e, usuario_id: autor.id, usuario_que_cadastrou: autor.username }).returning(['id'])) as Array<{ id: number }>;
      return linha!.id;
    } catch (erro) {
      if (ehErroPostgres(erro) && erro.code === '23505') throw new BusinessRuleError(MENSAGENS_BLACKLIST.duplicada);
      throw erro;
    }
  }

  async remover(id: number): Promise<{ documento: string } | null> {
    const [removida] = (await this.db('blacklist').where('id', id).delete().returning(['documento'])) as Array<{ documento: string }>;
    return removida ?? null;
  }
}

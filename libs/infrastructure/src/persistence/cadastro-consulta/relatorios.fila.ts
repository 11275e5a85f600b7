import type { Exportacao, FilaRelatorios, FormatoRelatorio, TrabalhoRelatorio } from '@gr/domain';
import { SqlCadastroConsulta } from './base.js';

/** A job's row as the domain sees it: the filter stored as JSON (text on some drivers). */
function paraTrabalho(row: Omit<TrabalhoRelatorio, 'filtro'> & { filtro: TrabalhoRelatorio['filtro'] | string }): TrabalhoRelatorio {
  return { ...row, filtro: typeof row.filtro === 'string' ? JSON.parse(row.filtro) : row.filtro };
}

/** FilaRelatorios on PostgreSQL (table `relatorios_cadastro`). */
export class SqlFilaRelatorios extends SqlCadastroConsulta implements FilaRelatorios {
  async enfileirar(p: { usuario_id: number; filtro: TrabalhoRelatorio['filtro']; formato: FormatoRelatorio; total: number }): Promise<number> {
    const [row] = (await this.db('relatorios_cadastro').insert({ usuario_id: p.usuario_id, filtro: JSON.stringify(p.filtro), formato: p.formato, total: p.total }).returning(['id'])) as Array<{ id: number }>;
    return row!.id;
  }

  async exportacao(id: number): Promise<(Exportacao & { usuario_id: number }) | null> {
    const row = (await this.db('relatorios_cadastro').where('id', id).first('id', 'usuario_id', 'status', 'formato', 'progresso', 'total', 'nome_arquivo', 'erro')) as
      | (Exportacao & { usuario_id: number })
      | undefined;
    return row ?? null;
  }

  async conteudo(id: number): Promise<Uint8Array> {
    const row = (await this.db('relatorios_cadastro').where('id', id).first('arquivo')) as { arquivo: Buffer };
    return row.arquivo;
  }

  /**
   * One statement with `for update skip locked`, so two processes never take the same job and no
   * connection is held between rounds (the embedded database has one).
   */
  async reivindicar(): Promise<TrabalhoRelatorio | null> {
    const r = (await this.db.raw(
      `update relatorios_cadastro set status = 'PROCESSANDO', iniciado_em = now(), tentativas = tentativas + 1, progresso = 0
        where id = (select id from relatorios_cadastro
                     where status = 'PENDENTE' or (status = 'PROCESSANDO' and iniciado_em < now() - interval '10 minutes')
                     order by id limit 1 for update skip locked)
        returning id, usuario_id, formato, filtro, tentativas`,
    )) as { rows: Array<Omit<TrabalhoRelatorio, 'filtro'> & { filtro: TrabalhoRelatorio['filtro'] | string }> };
    const row = r.rows[0];
    return row ? paraTrabalho(row) : null;
  }

  async registrarTotal(id: number, total: number): Promise<void> {
    await this.db('relatorios_cadastro').where('id', id).update({ total, progresso: 0 });
  }

  async registrarProgresso(id: number, progresso: number, total: number): Promise<void> {
    await this.db('relatorios_cadastro').where({ id, status: 'PROCESSANDO' }).update({ progresso, total });
  }

  async concluir(id: number, a: { conteudo: Uint8Array; nome: string; linhas: number }): Promise<boolean> {
    const db = this.db;
    const n = await db('relatorios_cadastro').where({ id, status: 'PROCESSANDO' }).update({
      status: 'PRONTO', arquivo: Buffer.from(a.conteudo), nome_arquivo: a.nome, progresso: a.linhas, total: a.linhas, concluido_em: db.fn.now(), erro: null,
    });
    return n > 0;
  }

  async falhar(id: number, erro: string): Promise<void> {
    const db = this.db;
    await db('relatorios_cadastro').where('id', id).update({ status: 'ERRO', erro, concluido_em: db.fn.now() });
  }

  async apagarAntigos(dias: number): Promise<number> {
    const db = this.db;
    return db('relatorios_cadastro').whereIn('status', ['PRONTO', 'ERRO']).andWhere('concluido_em', '<', db.raw(`now() - make_interval(days => ?)`, [dias])).delete();
  }
}

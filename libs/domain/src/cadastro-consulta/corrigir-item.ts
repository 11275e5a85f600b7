import { FieldErrorBag, ForbiddenError, NotFoundError } from '../shared/index.js';
import { exigirAnalisavel } from './analise.js';
import type { RegistroRepository, UsuarioCadastro } from './ports.js';
import { MENSAGENS_REGISTRO, podeAlterarRegistro, travarRegistro } from './registro-escrita.js';
import { MENSAGENS_CADASTRO } from './regras.js';

/** The parameters an item's correction may change, read and checked: the name and the `dados` to merge. */
export function lerCorrecaoItem(corpo: Record<string, unknown>): { nome: string | undefined; dados: Record<string, unknown> } {
  const bag = new FieldErrorBag();
  const txt = (k: string, max: number) => (typeof corpo[k] === 'string' ? (corpo[k] as string).trim().toUpperCase().slice(0, max) : corpo[k] === undefined || corpo[k] === null ? undefined : (bag.add(k, 'deve ser um texto'), undefined));
  const dig = (k: string) => {
    const v = txt(k, 20);
    if (v === undefined || v === '') return v;
    const d = v.replace(/\D/g, '');
    if (d.length !== 11) bag.add(k, `${k === 'cnh' ? 'CNH' : 'Renavam'} deve ter 11 dígitos`);
    return d;
  };
  const nome = txt('nome', 150);
  const dados: Record<string, unknown> = {};
  const rg = txt('rg', 20);
  const rgUf = txt('rg_uf', 2);
  const uf = txt('uf', 2);
  const cnh = dig('cnh');
  const renavan = dig('renavan');
  for (const [k, v] of Object.entries({ rg, rg_uf: rgUf, uf, cnh, renavan })) if (v !== undefined) dados[k] = v || null;
  for (const k of ['rg_uf', 'uf'] as const) if (dados[k] && !/^[A-Z]{2}$/.test(dados[k] as string)) bag.add(k, 'UF inválida');
  if (nome === '') bag.add('nome', MENSAGENS_CADASTRO.obrigatorios);
  if (nome === undefined && !Object.keys(dados).length && bag.empty) bag.add('item_registro', MENSAGENS_CADASTRO.obrigatorios);
  bag.throwIfAny();
  return { nome, dados };
}

/**
 * Corrections of an item's parameters (POST /registro/corrigir_erros_parametros/{hash}; spec 03
 * §4): the desk with `update`, on a registration still open to analysis; the item is marked
 * corrected and the registration gets a new version.
 */
export class CorrigirItem {
  constructor(private readonly registros: RegistroRepository) {}

  async executar(usuario: UsuarioCadastro, itemHash: string, corpo: Record<string, unknown>) {
    if (!podeAlterarRegistro(usuario)) throw new ForbiddenError('Correção de parâmetros só pela equipe de cadastro');
    const { nome, dados } = lerCorrecaoItem(corpo);
    return this.registros.emTransacao(async () => {
      const item = await this.registros.itemPorHash(itemHash);
      if (!item) throw new NotFoundError(MENSAGENS_REGISTRO.naoEncontrado);
      const r = await travarRegistro(this.registros, item.registro_id, usuario.escopo);
      exigirAnalisavel(r.status);
      await this.registros.corrigirItem(item.id, nome || undefined, dados);
      await this.registros.atualizarRegistro(r.id, {});
      return { message: MENSAGENS_REGISTRO.atualizado };
    });
  }
}

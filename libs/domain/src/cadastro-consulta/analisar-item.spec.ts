import { BusinessRuleError, ForbiddenError, ValidationError } from '../shared/index.js';
import { AnalisarItem } from './analisar-item.js';
import { LIMITE_ANEXO_BYTES, MENSAGENS_ANALISE, type StatusRegistro } from './analise.js';
import type { ItemRegistroGravado, RegistroRepository, RegistroTravado, TratamentoLgpd, UsuarioCadastro } from './ports.js';
import { MENSAGENS_REGISTRO } from './registro-escrita.js';

const HASH = 'a'.repeat(32);
const ANALISTA: UsuarioCadastro = { id: 7, username: 'ANA', grupo_usuario_id: 4, escopo: { tipo: 'todos' }, acessos: { cadastro_consulta: ['liberar', 'update'] } };
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
/** The test's base64 decoder: each character is one byte (the real one is Buffer's). */
const decodificar = (s: string) => Uint8Array.from(s === 'png' ? PNG : s === 'jpg' ? [0xff, 0xd8, 0xff] : [...s].map((c) => c.charCodeAt(0)));
const anexo = { nome: 'foto.png', tipo: 'image/png', conteudo: 'png' };

function repo(status: StatusRegistro = 'REQUER ATENÇÃO') {
  const item: ItemRegistroGravado & { motivo: string | null; documento: string | null } = {
    id: 20, tipo_registro: 'MOTORISTA', funcionario_id: 40, laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'CONSTA NA BLACKLIST: X', documento: '52998224725',
  };
  const feito = { escritas: [] as string[], tratamentos: [] as TratamentoLgpd[], itens: [item, { ...item, id: 21, laudo: 'ACORDO' as const, bloqueado: false }] };
  const r = {
    emTransacao: <T>(fn: () => Promise<T>) => fn(),
    travar: async (id: number) =>
      id === 1 ? ({ id: 1, cliente_id: 3, status, protocolo: 'CC1', validade: new Date('2027-01-01T02:59:59Z'), finalidade: 'F', base_legal: 'B' } as RegistroTravado) : null,
    item: async (_r: number, h: string) => (h === HASH ? item : null),
    registrarObservacao: async (o: { descricao: string; status_analise: string }) => void feito.escritas.push(`obs ${o.status_analise} ${o.descricao}`),
    atualizarLaudo: async (id: number, l: { laudo: string; bloqueado: boolean; motivo: string | null }) => {
      Object.assign(feito.itens.find((i) => i.id === id)!, l);
      feito.escritas.push(`laudo ${id} ${l.laudo} ${l.bloqueado} ${l.motivo}`);
    },
    laudosDosItens: async () => feito.itens.map((i) => ({ laudo: i.laudo, bloqueado: i.bloqueado })),
    atualizarRegistro: async (_id: number, m: { status?: string }) => void feito.escritas.push(`status ${m.status}`),
    gravarPerfil: async (p: { protocolo: string }) => void feito.escritas.push(`perfil ${p.protocolo}`),
    removerPerfilDoItem: async (id: number) => void feito.escritas.push(`sem perfil ${id}`),
    registrarTratamentos: async (t: TratamentoLgpd[]) => void feito.tratamentos.push(...t),
    anexar: async (_r: number, _h: string, a: Array<{ nome: string; bytes: Uint8Array }>, u: string) => void feito.escritas.push(`anexos ${a.map((x) => `${x.nome}:${x.bytes.length}`).join(',')} ${u}`),
  };
  return { r: r as unknown as RegistroRepository, feito };
}
const erros = async (p: Promise<unknown>) => ((await p.catch((e: unknown) => e)) as ValidationError).errors;

describe('AnalisarItem', () => {
  it('aprovar deixa o item RETIFICADO e livre, o registro RETIFICADO, grava o perfil e o registro LGPD da análise', async () => {
    const { r, feito } = repo();
    const res = await new AnalisarItem(r, decodificar).executar(ANALISTA, 1, { item_hash: HASH, observacao: { descricao: ' ok ', status_analise: 'aprovado' } });
    expect(res).toEqual({ message: MENSAGENS_REGISTRO.atualizado, status: 'RETIFICADO' });
    expect(feito.escritas).toEqual(['obs APROVADO ok', 'laudo 20 RETIFICADO false null', 'status RETIFICADO', 'perfil CC1']);
    expect(feito.tratamentos).toEqual([{ documento: '52998224725', operacao: 'ANALISE', finalidade: 'F', base_legal: 'B', registro_id: 1, cliente_id: 3, usuario: { id: 7, username: 'ANA' } }]);
  });

  it('reprovar bloqueia com a observação como motivo e tira o perfil', async () => {
    const { r, feito } = repo('ACORDO');
    const res = await new AnalisarItem(r, decodificar).executar(ANALISTA, 1, { item_hash: HASH, observacao: { descricao: 'CNH falsa', status_analise: 'REPROVADO' } });
    expect(res.status).toBe('REQUER ATENÇÃO');
    expect(feito.escritas).toEqual(['obs REPROVADO CNH falsa', 'laudo 20 REQUER ATENÇÃO true CNH falsa', 'status REQUER ATENÇÃO', 'sem perfil 20']);
  });

  it('anexos sem observação: guardados com o autor, sem mexer no status nem no histórico', async () => {
    const { r, feito } = repo('ACORDO');
    const res = await new AnalisarItem(r, decodificar).executar(ANALISTA, 1, { item_hash: HASH, anexos: [{ ...anexo, tipo: 'IMAGE/JPG', nome: 'a.jpg', conteudo: 'data:image/jpeg;base64,jpg' }, anexo] });
    expect(res).toEqual({ message: MENSAGENS_REGISTRO.atualizado, status: 'ACORDO' });
    expect(feito.escritas).toEqual(['anexos a.jpg:3,foto.png:12 ANA']);
    expect(feito.tratamentos).toEqual([]);
  });

  it('confere tudo antes de gravar: hash, observação, status, lista de anexos, conteúdo', async () => {
    const { r, feito } = repo();
    const caso = new AnalisarItem(r, decodificar);
    expect(await erros(caso.executar(ANALISTA, 1, { item_hash: 'x', observacao: { descricao: '', status_analise: 'TALVEZ' } }))).toEqual({
      item_hash: ['Item não informado'], 'observacao.descricao': ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'], 'observacao.status_analise': ['deve ser um de: APROVADO, REPROVADO, CANCELADO'],
    });
    expect(await erros(caso.executar(ANALISTA, 1, { item_hash: HASH }))).toEqual({ observacao: ['Informe uma observação ou um anexo'] });
    expect(await erros(caso.executar(ANALISTA, 1, { item_hash: HASH, anexos: 'x' }))).toEqual({ anexos: ['deve ser uma lista'] });
    expect(Object.keys(await erros(caso.executar(ANALISTA, 1, { item_hash: HASH, anexos: Array(6).fill(anexo) })))).toEqual(['anexos']);
    expect(Object.keys(await erros(caso.executar(ANALISTA, 1, { item_hash: HASH, anexos: [{ ...anexo, conteudo: 'não é base64!' }] })))).toEqual(['anexos.0']);
    expect(Object.keys(await erros(caso.executar(ANALISTA, 1, { item_hash: HASH, anexos: [{ ...anexo, conteudo: 'x'.repeat(LIMITE_ANEXO_BYTES + 1) }] })))).toEqual(['anexos.0']);
    expect(feito.escritas).toEqual([]);
  });

  it('a análise é de quem libera e o anexo de quem altera (403); usuário de cliente não faz nenhum', async () => {
    const { r } = repo();
    const caso = new AnalisarItem(r, decodificar);
    const obs = { item_hash: HASH, observacao: { descricao: 'x', status_analise: 'CANCELADO' } };
    await expect(caso.executar({ ...ANALISTA, acessos: { cadastro_consulta: ['update'] } }, 1, obs)).rejects.toThrow(new ForbiddenError(MENSAGENS_REGISTRO.analiseProibida));
    await expect(caso.executar({ ...ANALISTA, acessos: { cadastro_consulta: ['liberar'] } }, 1, { item_hash: HASH, anexos: [anexo] })).rejects.toThrow('Anexos só pela equipe de cadastro');
    await expect(caso.executar({ ...ANALISTA, escopo: { tipo: 'clientes', ids: [3] } }, 1, obs)).rejects.toThrow(ForbiddenError);
  });

  it('cancelar só registra a observação; item de outro registro é 400; registro cancelado é 422', async () => {
    const { r, feito } = repo('ACORDO');
    const caso = new AnalisarItem(r, decodificar);
    expect((await caso.executar(ANALISTA, 1, { item_hash: HASH, observacao: { descricao: 'x', status_analise: 'CANCELADO' } })).status).toBe('REQUER ATENÇÃO');
    expect(feito.escritas.slice(0, 2)).toEqual(['obs CANCELADO x', 'laudo 20 REQUER ATENÇÃO true CONSTA NA BLACKLIST: X']);
    expect(await erros(caso.executar(ANALISTA, 1, { item_hash: 'b'.repeat(32), observacao: { descricao: 'x', status_analise: 'APROVADO' } }))).toEqual({ item_hash: [MENSAGENS_ANALISE.itemInexistente] });
    await expect(new AnalisarItem(repo('CANCELADO').r, decodificar).executar(ANALISTA, 1, { item_hash: HASH, anexos: [anexo] })).rejects.toThrow(BusinessRuleError);
  });
});

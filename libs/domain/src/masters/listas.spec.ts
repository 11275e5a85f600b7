import { BusinessRuleError, ValidationError } from '../shared/index.js';
import { erroDuplicado, exigirExclusaoPermitida, LISTAS, PERIFERICOS_PGR, validarLista, type ListaDef, type NomeLista } from './listas.js';

/**
 * Every reference list (spec 03 §3 "Other master entities"): its messages, its natural key, the
 * fields a create needs, the defaults it fills and the limits of each field. `limites` maps a text
 * field to the error of one character too many, and 'campo=N' to the error of the integer N.
 */
interface Esperado {
  artigo: string;
  unico: string[];
  mensagens: ListaDef['mensagens'];
  obrigatorios: Record<string, string[]>;
  minimo: Record<string, unknown>;
  criado: Record<string, unknown>;
  limites: Record<string, string[]>;
}
const ESPERADO: Record<NomeLista, Esperado> = {
  tecnologias: {
    artigo: 'a tecnologia',
    unico: ['descricao'],
    mensagens: { salvo: 'Tecnologia salva com sucesso', atualizado: 'Tecnologia atualizada com sucesso', removido: 'Tecnologia removida com sucesso', naoEncontrado: 'Tecnologia não encontrada' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC' },
    limites: { descricao: ['deve ter no máximo 60 caracteres'] },
  },
  fabricantes: {
    artigo: 'o fabricante',
    unico: ['nome'],
    mensagens: { salvo: 'Fabricante salvo com sucesso', atualizado: 'Fabricante atualizado com sucesso', removido: 'Fabricante removido com sucesso', naoEncontrado: 'Fabricante não encontrado' },
    obrigatorios: { nome: ['não pode ficar em branco'] },
    minimo: { nome: 'abc' },
    criado: { nome: 'ABC' },
    limites: { nome: ['deve ter no máximo 80 caracteres'] },
  },
  modelos: {
    artigo: 'o modelo',
    unico: ['fabricante_id', 'nome'],
    mensagens: { salvo: 'Modelo salvo com sucesso', atualizado: 'Modelo atualizado com sucesso', removido: 'Modelo removido com sucesso', naoEncontrado: 'Modelo não encontrado' },
    obrigatorios: { nome: ['não pode ficar em branco'], fabricante_id: ['não pode ficar em branco'] },
    minimo: { nome: 'abc', fabricante_id: 1 },
    criado: { nome: 'ABC', fabricante_id: 1 },
    limites: { nome: ['deve ter no máximo 80 caracteres'] },
  },
  funcoes: {
    artigo: 'a função',
    unico: ['descricao'],
    mensagens: { salvo: 'Função salva com sucesso', atualizado: 'Função atualizada com sucesso', removido: 'Função removida com sucesso', naoEncontrado: 'Função não encontrada' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC' },
    limites: { descricao: ['deve ter no máximo 80 caracteres'] },
  },
  sinistros: {
    artigo: 'o tipo de sinistro',
    unico: ['descricao'],
    mensagens: { salvo: 'Sinistro salvo com sucesso', atualizado: 'Sinistro atualizado com sucesso', removido: 'Sinistro removido com sucesso', naoEncontrado: 'Sinistro não encontrado' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC' },
    limites: { descricao: ['deve ter no máximo 100 caracteres'] },
  },
  grupos: {
    artigo: 'o grupo',
    unico: ['descricao'],
    mensagens: { salvo: 'Grupo salvo com sucesso', atualizado: 'Grupo atualizado com sucesso', removido: 'Grupo removido com sucesso', naoEncontrado: 'Grupo não encontrado' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC' },
    limites: { descricao: ['deve ter no máximo 100 caracteres'] },
  },
  emails: {
    artigo: 'o layout',
    unico: ['descricao'],
    mensagens: { salvo: 'Layout salvo com sucesso', atualizado: 'Layout atualizado com sucesso', removido: 'Layout removido com sucesso', naoEncontrado: 'Layout não encontrado' },
    obrigatorios: { descricao: ['não pode ficar em branco'], assunto: ['não pode ficar em branco'], texto: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc', assunto: 'abc', texto: 'abc' },
    criado: { descricao: 'ABC', assunto: 'abc', texto: 'abc' },
    limites: { descricao: ['deve ter no máximo 100 caracteres'], assunto: ['deve ter no máximo 200 caracteres'], texto: ['deve ter no máximo 20000 caracteres'] },
  },
  estados: {
    artigo: 'o estado',
    unico: ['uf'],
    mensagens: { salvo: 'Estado salvo com sucesso', atualizado: 'Estado atualizado com sucesso', removido: 'Estado removido com sucesso', naoEncontrado: 'Estado não encontrado' },
    obrigatorios: { uf: ['não pode ficar em branco'], nome: ['não pode ficar em branco'] },
    minimo: { uf: 'sp', nome: 'abc' },
    criado: { uf: 'SP', nome: 'abc' },
    limites: { nome: ['deve ter no máximo 60 caracteres'] },
  },
  pronta_resposta: {
    artigo: 'a pronta resposta',
    unico: ['nome'],
    mensagens: { salvo: 'Pronta resposta salva com sucesso', atualizado: 'Pronta resposta atualizada com sucesso', removido: 'Pronta resposta removida com sucesso', naoEncontrado: 'Pronta resposta não encontrada' },
    obrigatorios: { nome: ['não pode ficar em branco'] },
    minimo: { nome: 'abc' },
    criado: { nome: 'ABC', valor_acionamento: 0, valor_distancia: 0, valor_permanencia: 0 },
    limites: { nome: ['deve ter no máximo 120 caracteres'] },
  },
  pgrs: {
    artigo: 'o PGR',
    unico: ['descricao'],
    mensagens: { salvo: 'PGR salvo com sucesso', atualizado: 'PGR atualizado com sucesso', removido: 'PGR removido com sucesso', naoEncontrado: 'PGR não encontrado' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC', status: true },
    limites: { descricao: ['deve ter no máximo 120 caracteres'] },
  },
  itens_pgr: {
    artigo: 'o item PGR',
    unico: ['descricao'],
    mensagens: { salvo: 'Item PGR salvo com sucesso', atualizado: 'Item PGR atualizado com sucesso', removido: 'Item PGR removido com sucesso', naoEncontrado: 'Item PGR não encontrado' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC', status: true, padrao: false, periferico_id: null },
    limites: { descricao: ['deve ter no máximo 120 caracteres'] },
  },
  acoes_pgr: {
    artigo: 'a ação PGR',
    unico: ['descricao'],
    mensagens: { salvo: 'Ação PGR salva com sucesso', atualizado: 'Ação PGR atualizada com sucesso', removido: 'Ação PGR removida com sucesso', naoEncontrado: 'Ação PGR não encontrada' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC', tipo_acao_pgr_id: null, email_id: null },
    limites: { descricao: ['deve ter no máximo 150 caracteres'], 'tipo_acao_pgr_id=0': ['deve estar entre 1 e 99'], 'tipo_acao_pgr_id=100': ['deve estar entre 1 e 99'] },
  },
  actions: {
    artigo: 'a ação',
    unico: ['descricao'],
    mensagens: { salvo: 'Ação salva com sucesso', atualizado: 'Ação atualizada com sucesso', removido: 'Ação removida com sucesso', naoEncontrado: 'Ação não encontrada' },
    obrigatorios: { descricao: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc' },
    criado: { descricao: 'ABC', action: null, controller_id: null, funcao_controller_id: null },
    limites: { descricao: ['deve ter no máximo 150 caracteres'], action: ['deve ter no máximo 100 caracteres'] },
  },
  ocorrencias: {
    artigo: 'a ocorrência',
    unico: ['codigo'],
    mensagens: { salvo: 'Ocorrência salva com sucesso', atualizado: 'Ocorrência atualizada com sucesso', removido: 'Ocorrência removida com sucesso', naoEncontrado: 'Ocorrência não encontrada' },
    obrigatorios: { codigo: ['não pode ficar em branco'], descricao: ['não pode ficar em branco'] },
    minimo: { codigo: 1, descricao: 'abc' },
    criado: { codigo: 1, descricao: 'ABC', tipo: null, plano_contigencia: null, sugestao_melhoria: null, conseguencia: null, grau_risco: 1, pontuacao_baixa: 0, pontuacao_media: 0, pontuacao_alta: 0, agendada: false, em_viagem: true, cancelada: false, finalizada: false, status_checklist: false },
    limites: { 'codigo=0': ['deve estar entre 1 e 99999'], 'codigo=100000': ['deve estar entre 1 e 99999'], descricao: ['deve ter no máximo 150 caracteres'], tipo: ['deve ter no máximo 60 caracteres'], plano_contigencia: ['deve ter no máximo 5000 caracteres'], sugestao_melhoria: ['deve ter no máximo 5000 caracteres'], conseguencia: ['deve ter no máximo 5000 caracteres'], 'grau_risco=0': ['deve estar entre 1 e 3'], 'grau_risco=4': ['deve estar entre 1 e 3'], 'pontuacao_baixa=-1': ['deve estar entre 0 e 1000'], 'pontuacao_baixa=1001': ['deve estar entre 0 e 1000'], 'pontuacao_media=-1': ['deve estar entre 0 e 1000'], 'pontuacao_media=1001': ['deve estar entre 0 e 1000'], 'pontuacao_alta=-1': ['deve estar entre 0 e 1000'], 'pontuacao_alta=1001': ['deve estar entre 0 e 1000'] },
  },
  situacao_viagem_acoes_pgr: {
    artigo: 'a ação da situação',
    unico: ['situacao_viagem_id', 'acoes_pgr_id'],
    mensagens: { salvo: 'Situação salva com sucesso', atualizado: 'Situação atualizada com sucesso', removido: 'Situação removida com sucesso', naoEncontrado: 'Situação não encontrada' },
    obrigatorios: { situacao_viagem_id: ['não pode ficar em branco'], acoes_pgr_id: ['não pode ficar em branco'], tempo_execucao: ['não pode ficar em branco'], tempo_tolerancia: ['não pode ficar em branco'] },
    minimo: { situacao_viagem_id: 1, acoes_pgr_id: 1, tempo_execucao: '01:00', tempo_tolerancia: '01:00' },
    criado: { situacao_viagem_id: 1, acoes_pgr_id: 1, tempo_execucao: '01:00:00', tempo_tolerancia: '01:00:00', acao_modifica: false, ativo: true },
    limites: {  },
  },
  alertas_checklist: {
    artigo: 'o alerta',
    unico: ['descricao'],
    mensagens: { salvo: 'Alerta salvo com sucesso', atualizado: 'Alerta atualizado com sucesso', removido: 'Alerta removido com sucesso', naoEncontrado: 'Alerta não encontrado' },
    obrigatorios: { descricao: ['não pode ficar em branco'], periodo: ['não pode ficar em branco'] },
    minimo: { descricao: 'abc', periodo: 1 },
    criado: { descricao: 'ABC', periodo: 1, sugestao: null, repeticao: 1, ativo: true },
    limites: { descricao: ['deve ter no máximo 150 caracteres'], 'periodo=0': ['deve estar entre 1 e 1440'], 'periodo=1441': ['deve estar entre 1 e 1440'], sugestao: ['deve ter no máximo 2000 caracteres'], 'repeticao=-1': ['deve estar entre 0 e 100'], 'repeticao=101': ['deve estar entre 0 e 100'] },
  },
};

function erros(lista: NomeLista, dados: Record<string, unknown>, atual: Record<string, string | number | boolean | null> | null = null) {
  try {
    validarLista(LISTAS[lista], dados, atual);
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  return undefined;
}
const nomes = Object.keys(ESPERADO) as NomeLista[];

describe('listas de referência (spec 03 §3)', () => {
  it('tem exatamente estas listas', () => {
    expect(Object.keys(LISTAS)).toEqual(nomes);
  });
  it.each(nomes)('%s: mensagens, artigo e chave natural', (lista) => {
    const e = ESPERADO[lista];
    expect({ artigo: LISTAS[lista].artigo, unico: LISTAS[lista].unico, mensagens: LISTAS[lista].mensagens }).toEqual({ artigo: e.artigo, unico: e.unico, mensagens: e.mensagens });
    expect(erroDuplicado(LISTAS[lista])).toEqual({ [e.unico[e.unico.length - 1]!]: ['já está em uso'] });
  });
  it.each(nomes)('%s: os campos de que uma criação precisa e os padrões que ela preenche', (lista) => {
    const e = ESPERADO[lista];
    expect(erros(lista, {})).toEqual(Object.keys(e.obrigatorios).length ? e.obrigatorios : undefined);
    expect(validarLista(LISTAS[lista], e.minimo, null)).toEqual(e.criado);
  });
  it.each(nomes)('%s: os limites de cada campo, as duas pontas aceitas', (lista) => {
    const e = ESPERADO[lista];
    for (const [chave, mensagem] of Object.entries(e.limites)) {
      const [campo, numero] = chave.split('=') as [string, string | undefined];
      if (numero === undefined) {
        const max = Number(/no máximo (\d+)/.exec(mensagem[0]!)![1]);
        expect([chave, erros(lista, { ...e.minimo, [campo]: 'x'.repeat(max + 1) })]).toEqual([chave, { [campo]: mensagem }]);
        expect([chave, erros(lista, { ...e.minimo, [campo]: 'x'.repeat(max) })]).toEqual([chave, undefined]);
      } else {
        const [, min, max] = /entre (-?\d+) e (-?\d+)/.exec(mensagem[0]!)!;
        expect([chave, erros(lista, { ...e.minimo, [campo]: Number(numero) })]).toEqual([chave, { [campo]: mensagem }]);
        expect([chave, erros(lista, { ...e.minimo, [campo]: Number(min) }), erros(lista, { ...e.minimo, [campo]: Number(max) })]).toEqual([chave, undefined, undefined]);
      }
    }
  });
});

describe('validarLista, por tipo de campo', () => {
  it('mantém os campos de uma edição e lê inteiros digitados como texto', () => {
    const atual = validarLista(LISTAS.ocorrencias, { codigo: 10, descricao: 'roubo', grau_risco: 3, em_viagem: false }, null);
    expect(validarLista(LISTAS.ocorrencias, { pontuacao_alta: ' 50 ' }, atual)).toEqual({ ...atual, pontuacao_alta: 50 });
    expect(erros('ocorrencias', { codigo: ' -3 ' }, atual)).toEqual({ codigo: ['deve estar entre 1 e 99999'] });
  });
  it('recusa não inteiros, não booleanos e ids ruins com suas mensagens', () => {
    expect(erros('ocorrencias', { codigo: 1.5, descricao: 'x', agendada: 'sim', tipo: { a: 1 } })).toEqual({
      codigo: ['deve ser um número inteiro'],
      agendada: ['deve ser verdadeiro ou falso'],
    });
    expect(erros('ocorrencias', { codigo: '1,5', descricao: 'x' })).toEqual({ codigo: ['deve ser um número inteiro'] });
    expect(erros('modelos', { nome: 'x', fabricante_id: 0 })).toEqual({ fabricante_id: ['deve ser um número inteiro'] });
    expect(erros('modelos', { nome: 'x', fabricante_id: '3' })).toEqual({ fabricante_id: ['deve ser um número inteiro'] });
    expect(erros('modelos', { nome: 'x', fabricante_id: 2.5 })).toEqual({ fabricante_id: ['deve ser um número inteiro'] });
    expect(erros('modelos', { nome: 'x', fabricante_id: '' })).toEqual({ fabricante_id: ['não pode ficar em branco'] });
    expect(erros('ocorrencias', { codigo: '', descricao: 'x' })).toEqual({ codigo: ['não pode ficar em branco'] });
  });
  it('deixa vazios ids e inteiros opcionais', () => {
    expect(validarLista(LISTAS.acoes_pgr, { descricao: 'ligar', tipo_acao_pgr_id: null, email_id: '' }, null)).toEqual({ descricao: 'LIGAR', tipo_acao_pgr_id: null, email_id: null });
    expect(validarLista(LISTAS.acoes_pgr, { descricao: 'ligar', email_id: 7 }, null).email_id).toBe(7);
  });
  it('aceita os periféricos de item de PGR só da lista 1–28 e 44', () => {
    expect(PERIFERICOS_PGR).toEqual([...Array.from({ length: 28 }, (_, i) => i + 1), 44]);
    expect(validarLista(LISTAS.itens_pgr, { descricao: 'trava', periferico_id: 44 }, null)).toEqual({ descricao: 'TRAVA', status: true, padrao: false, periferico_id: 44 });
    expect(validarLista(LISTAS.itens_pgr, { descricao: 'trava', periferico_id: 1 }, null).periferico_id).toBe(1);
    expect(erros('itens_pgr', { descricao: 'trava', periferico_id: 29 })).toEqual({ periferico_id: ['não está na lista'] });
  });
  it('lê dinheiro e durações com suas próprias mensagens', () => {
    expect(validarLista(LISTAS.pronta_resposta, { nome: 'equipe', valor_acionamento: '1.500,00', valor_distancia: null }, null)).toEqual({ nome: 'EQUIPE', valor_acionamento: 1500, valor_distancia: 0, valor_permanencia: 0 });
    expect(erros('pronta_resposta', { nome: 'equipe', valor_acionamento: 'caro' })).toEqual({ valor_acionamento: ['valor inválido (use 1.234,56)'] });
    expect(validarLista(LISTAS.situacao_viagem_acoes_pgr, { situacao_viagem_id: 1, acoes_pgr_id: 2, tempo_execucao: '00:15', tempo_tolerancia: '01:00:30' }, null)).toMatchObject({ tempo_execucao: '00:15:00', tempo_tolerancia: '01:00:30' });
    expect(erros('situacao_viagem_acoes_pgr', { situacao_viagem_id: 1, acoes_pgr_id: 2, tempo_execucao: '15 min', tempo_tolerancia: '01:00' })).toEqual({ tempo_execucao: ["tempo inválido (use 'HH:mm:ss')"] });
  });
  it('mantém um texto livre como digitado, quebras de linha incluídas, e um número como texto', () => {
    expect(validarLista(LISTAS.emails, { descricao: 'boas  vindas', assunto: '  Olá,  {nome} ', texto: ' linha 1\nlinha 2 ' }, null)).toEqual({ descricao: 'BOAS VINDAS', assunto: 'Olá,  {nome}', texto: 'linha 1\nlinha 2' });
    expect(validarLista(LISTAS.actions, { descricao: 123, action: 456 }, null)).toMatchObject({ descricao: '123', action: '456' });
    expect(validarLista(LISTAS.estados, { uf: 'mg', nome: ' Minas Gerais ' }, null)).toEqual({ uf: 'MG', nome: 'Minas Gerais' });
    expect(erros('estados', { uf: 'XX', nome: 'Lugar' })).toEqual({ uf: ['UF inválida'] });
  });
  it('recusa um booleano dado como texto e mantém null como padrão', () => {
    expect(validarLista(LISTAS.pgrs, { descricao: 'padrão', status: null }, null)).toEqual({ descricao: 'PADRÃO', status: true });
    expect(validarLista(LISTAS.pgrs, { descricao: 'padrão', status: false }, null)).toEqual({ descricao: 'PADRÃO', status: false });
    expect(erros('pgrs', { descricao: 'padrão', status: 'false' })).toEqual({ status: ['deve ser verdadeiro ou falso'] });
  });
});

describe('remoção de linhas de lista', () => {
  it('recusa remover as tecnologias 2, 4 e 13, que as regras nomeiam, e permite as outras', () => {
    for (const id of [2, '4', 13]) {
      expect(() => exigirExclusaoPermitida(LISTAS.tecnologias, id)).toThrow(new BusinessRuleError('Esta tecnologia é usada pelas regras do sistema (checklist online ou telemonitoramento) e não pode ser excluída'));
    }
    expect(() => exigirExclusaoPermitida(LISTAS.tecnologias, 1)).not.toThrow();
    expect(() => exigirExclusaoPermitida(LISTAS.fabricantes, 2)).not.toThrow();
  });
});

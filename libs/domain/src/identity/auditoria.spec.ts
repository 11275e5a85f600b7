import { parseGridQuery } from '../shared/index.js';
import { ACOES_AUDITORIA, eventoDaRequisicao, eventoDeLogin, GRID_AUDITORIA, ROTAS_AUDITADAS, type RequisicaoAuditavel } from './auditoria.js';

const quando = new Date('2026-11-26T12:00:00Z');
const req = (metodo: string, rota: string, extra: Partial<RequisicaoAuditavel> = {}): RequisicaoAuditavel => ({
  metodo, rota, params: {}, query: {}, usuario: { id: 7, username: 'ADMIN' }, ip: '10.1.2.3', quando, ...extra,
});

describe('eventoDaRequisicao (issue 24)', () => {
  it('registra uma rota do mapa com o usuário, o IP, a hora e o id do objeto tirado do parâmetro da rota', () => {
    expect(eventoDaRequisicao(req('POST', '/api/check_lists/liberar/:id', { params: { id: '42' } }))).toEqual({
      acao: 'LIBERACAO', usuario_id: 7, username: 'ADMIN', ip: '10.1.2.3', quando,
      objeto_tipo: 'checklist', objeto_id: '42', detalhe: { rota: 'POST /api/check_lists/liberar/:id' },
    });
    expect(eventoDaRequisicao(req('post', '/api/users/update_regras_acesso/:id', { params: { id: '5' } }))).toMatchObject({ acao: 'PERMISSAO', objeto_tipo: 'usuario', objeto_id: '5' });
    expect(eventoDaRequisicao(req('POST', '/api/veiculos/comando'))).toMatchObject({ acao: 'COMANDO', objeto_tipo: 'veiculo', objeto_id: null });
    expect(eventoDaRequisicao(req('POST', '/api/integracao/enviar_whatsapp'))).toMatchObject({ acao: 'MENSAGEM' });
  });
  it('trata todo DELETE como exclusão do recurso da rota, com o id do seu único parâmetro', () => {
    expect(eventoDaRequisicao(req('DELETE', '/api/pontos/:id', { params: { id: '9' } }))).toMatchObject({ acao: 'EXCLUSAO', objeto_tipo: 'pontos', objeto_id: '9' });
    expect(eventoDaRequisicao(req('DELETE', '/api/estados/:uf', { params: { uf: 'SP' } }))).toMatchObject({ acao: 'EXCLUSAO', objeto_tipo: 'estados', objeto_id: 'SP' });
    expect(eventoDaRequisicao(req('DELETE', '/api/situacao_viagem/remove_situacao_acao'))).toMatchObject({ acao: 'EXCLUSAO', objeto_tipo: 'situacao_viagem', objeto_id: null });
  });
  it('registra o logout sem o token, que está na rota', () => {
    const e = eventoDaRequisicao(req('DELETE', '/api/sessions/:token', { params: { token: 'eyJ.segredo' } }));
    expect(e).toMatchObject({ acao: 'LOGOUT', objeto_tipo: 'sessao', objeto_id: null });
    expect(JSON.stringify(e)).not.toContain('segredo');
  });
  it('registra uma exportação de grid (formato=xlsx) e as do mapa, e mais nenhuma leitura', () => {
    expect(eventoDaRequisicao(req('GET', '/api/users', { query: { formato: 'xlsx' } }))).toMatchObject({ acao: 'EXPORTACAO', objeto_tipo: 'users' });
    expect(eventoDaRequisicao(req('GET', '/api/auditoria/excel'))).toMatchObject({ acao: 'EXPORTACAO', objeto_tipo: 'auditoria' });
    expect(eventoDaRequisicao(req('GET', '/api/monitoramentos/:id/pdf', { params: { id: '3' } }))).toMatchObject({ acao: 'EXPORTACAO', objeto_id: '3' });
    expect(eventoDaRequisicao(req('GET', '/api/users'))).toBeNull();
    expect(eventoDaRequisicao(req('GET', '/api/users', { query: { formato: 'json' } }))).toBeNull();
    expect(eventoDaRequisicao(req('POST', '/api/pontos'))).toBeNull();
    expect(eventoDaRequisicao(req('PATCH', '/api/pontos/:id', { params: { id: '1' } }))).toBeNull();
  });
  it('não confunde uma chave herdada de Object com uma rota', () => {
    expect(eventoDaRequisicao(req('constructor', ''))).toBeNull();
  });
  it('usa só ações do catálogo, com rótulo em português', () => {
    for (const r of Object.values(ROTAS_AUDITADAS)) expect(Object.keys(ACOES_AUDITORIA)).toContain(r.acao);
    expect(ACOES_AUDITORIA.LOGIN_FALHOU).toBe('Login recusado');
  });
});

describe('eventoDeLogin', () => {
  it('um login bem-sucedido leva o usuário; uma falha, só o nome tentado (cortado em 60) e o motivo', () => {
    expect(eventoDeLogin({ usuario: { id: 1, username: 'ADMIN' }, usernameTentado: 'ADMIN', ip: '::1', quando })).toEqual({
      acao: 'LOGIN', usuario_id: 1, username: 'ADMIN', ip: '::1', quando, objeto_tipo: 'sessao', objeto_id: null, detalhe: null,
    });
    const falha = eventoDeLogin({ usuario: null, usernameTentado: 'X'.repeat(80), ip: '::1', quando, motivo: 'muitas_tentativas' });
    expect(falha).toMatchObject({ acao: 'LOGIN_FALHOU', usuario_id: null, detalhe: { motivo: 'muitas_tentativas' } });
    expect(falha.username).toHaveLength(60);
  });
});

describe('GRID_AUDITORIA', () => {
  it('filtra por período, usuário, ação e objeto, do mais novo ao mais antigo; ação fora do catálogo é 400', () => {
    const q = parseGridQuery({ quando: '01/11/2026 - 26/11/2026', username: 'adm', acao: 'LOGIN', objeto_tipo: 'usuario', objeto_id: '5' }, GRID_AUDITORIA);
    expect(q.ordem).toEqual({ campo: 'quando', direcao: 'desc' });
    expect(q.filtros.map((f) => f.campo)).toEqual(['quando', 'username', 'acao', 'objeto_tipo', 'objeto_id']);
    expect(() => parseGridQuery({ acao: 'APAGAR_TUDO' }, GRID_AUDITORIA)).toThrow();
    expect(() => parseGridQuery({ detalhe: 'x' }, GRID_AUDITORIA)).toThrow();
  });
});

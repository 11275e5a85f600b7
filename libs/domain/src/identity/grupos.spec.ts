import { clienteParaGravar, escopoDoUsuario, exigirCliente, podeVerCliente } from './escopo.js';
import {
  GRUPO, GRUPOS_COM_CLIENTES_GERENCIADOS, GRUPOS_GESTORES, GRUPOS_LIBERATIVOS, GRUPOS_SENHA_OBRIGATORIA, GRUPOS_STAFF, GRUPOS_USUARIOS,
  isClienteUser, isGestor, isStaff, paginaInicial, podeUsarChat,
} from './grupos.js';
import { ForbiddenError } from '../shared/index.js';

const TODOS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

describe('grupos de usuários (spec 01 §6, spec 03 §6)', () => {
  it('nomeia os grupos 3 a 17 como a tela de grupos os lista', () => {
    expect(GRUPOS_USUARIOS).toEqual([
      { id: 3, descricao: 'ADMINISTRADOR' },
      { id: 4, descricao: 'SUPERVISOR' },
      { id: 5, descricao: 'CENTRAL DE MONITORAMENTO' },
      { id: 6, descricao: 'OPERADOR' },
      { id: 7, descricao: 'MONITOR' },
      { id: 8, descricao: 'CLIENTE' },
      { id: 9, descricao: 'FINANCEIRO' },
      { id: 10, descricao: 'EMBARCADOR' },
      { id: 11, descricao: 'GESTOR EMBARCADOR' },
      { id: 12, descricao: 'CADASTRO E CONSULTA' },
      { id: 13, descricao: 'COMERCIAL' },
      { id: 14, descricao: 'PRONTA RESPOSTA' },
      { id: 15, descricao: 'TECNOLOGIA DA INFORMAÇÃO' },
      { id: 16, descricao: 'GESTOR CORRETORA' },
      { id: 17, descricao: 'GESTOR SEGURADORA' },
    ]);
    expect(Object.fromEntries(GRUPOS_USUARIOS.map((g) => [g.descricao, g.id]))).toMatchObject({ ADMINISTRADOR: GRUPO.ADMINISTRADOR, CLIENTE: GRUPO.CLIENTE });
  });

  it('distingue a equipe (3-7), os usuários de cliente (8) e os gestores do tipo embarcador (10, 11, 16, 17)', () => {
    expect(TODOS.filter(isStaff)).toEqual([3, 4, 5, 6, 7]);
    expect(TODOS.filter(podeUsarChat)).toEqual([3, 4, 5, 6, 7]);
    expect(TODOS.filter(isClienteUser)).toEqual([8]);
    expect(TODOS.filter(isGestor)).toEqual([10, 11, 16, 17]);
    expect([GRUPOS_STAFF, GRUPOS_GESTORES, GRUPOS_COM_CLIENTES_GERENCIADOS, GRUPOS_SENHA_OBRIGATORIA, GRUPOS_LIBERATIVOS]).toEqual([
      [3, 4, 5, 6, 7],
      [10, 11, 16, 17],
      [11, 16, 17],
      [6, 10, 11, 16, 17],
      [3, 4],
    ]);
  });

  it('leva os grupos 5 e 6 ao dashboard operacional, o 12 a cadastro_consulta, o resto a /dashboard', () => {
    const destinos = Object.fromEntries(TODOS.map((g) => [g, paginaInicial({ grupo_usuario_id: g, alterar_password: false })]));
    expect(destinos).toEqual({
      ...Object.fromEntries(TODOS.map((g) => [g, '/dashboard'])),
      5: '/dashboard_operacional',
      6: '/dashboard_operacional',
      12: '/cadastro_consulta',
    });
  });

  it('manda primeiro para /mudar_senha quem precisa trocar a senha', () => {
    for (const g of [3, 5, 6, 8, 12]) expect(paginaInicial({ grupo_usuario_id: g, alterar_password: true })).toBe('/mudar_senha');
  });
});

describe('escopo de clientes (ARCHITECTURE.md "Authorisation")', () => {
  it('não dá cliente nenhum a um usuário de cliente sem cliente', () => {
    const escopo = escopoDoUsuario({ grupo_usuario_id: 8, cliente_id: null, clientes_gerenciados: [4] });
    expect(escopo).toEqual({ tipo: 'clientes', ids: [] });
    expect(podeVerCliente(escopo, 4)).toBe(false);
  });

  it('dá a um gestor os clientes que gerencia e o seu próprio, uma vez cada', () => {
    expect(escopoDoUsuario({ grupo_usuario_id: 16, cliente_id: 2, clientes_gerenciados: [2, 3] })).toEqual({ tipo: 'clientes', ids: [2, 3] });
    expect(escopoDoUsuario({ grupo_usuario_id: 10, cliente_id: 7, clientes_gerenciados: [] })).toEqual({ tipo: 'clientes', ids: [7] });
    expect(escopoDoUsuario({ grupo_usuario_id: 17, cliente_id: null, clientes_gerenciados: [] })).toEqual({ tipo: 'clientes', ids: [] });
  });

  it('deixa a equipe e os outros grupos verem todo cliente, com ou sem um', () => {
    for (const g of [3, 4, 5, 6, 7, 9, 12, 13, 14, 15]) expect(escopoDoUsuario({ grupo_usuario_id: g, cliente_id: 5, clientes_gerenciados: [1] })).toEqual({ tipo: 'todos' });
    expect(podeVerCliente({ tipo: 'todos' }, null)).toBe(true);
    expect(podeVerCliente({ tipo: 'todos' }, undefined)).toBe(true);
  });

  it('nunca deixa um usuário com escopo ver um registro sem cliente', () => {
    const escopo = { tipo: 'clientes' as const, ids: [1, 2] };
    expect(podeVerCliente(escopo, 2)).toBe(true);
    expect(podeVerCliente(escopo, undefined)).toBe(false);
    expect(podeVerCliente(escopo, null)).toBe(false);
    expect(() => exigirCliente(escopo, undefined)).toThrow(new ForbiddenError('Não há permissão'));
    expect(() => exigirCliente(escopo, 1)).not.toThrow();
    expect(() => exigirCliente({ tipo: 'todos' }, null)).not.toThrow();
  });

  it('grava com o único cliente de um usuário com escopo, sem cliente quando ele tem vários ou nenhum', () => {
    expect(clienteParaGravar({ tipo: 'clientes', ids: [4] }, null)).toBe(4);
    expect(clienteParaGravar({ tipo: 'clientes', ids: [4, 5] }, undefined)).toBeNull();
    expect(clienteParaGravar({ tipo: 'clientes', ids: [] }, undefined)).toBeNull();
    expect(clienteParaGravar({ tipo: 'clientes', ids: [4, 5] }, 5)).toBe(5);
    expect(() => clienteParaGravar({ tipo: 'clientes', ids: [4, 5] }, 6)).toThrow(new ForbiddenError('Não há permissão'));
  });

  it('deixa a equipe gravar qualquer cliente ou nenhum', () => {
    expect(clienteParaGravar({ tipo: 'todos' }, 9)).toBe(9);
    expect(clienteParaGravar({ tipo: 'todos' }, null)).toBeNull();
    expect(clienteParaGravar({ tipo: 'todos' }, undefined)).toBeNull();
  });
});

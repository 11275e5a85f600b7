import { clienteParaGravar, escopoDoUsuario, exigirCliente, podeVerCliente } from './escopo.js';
import {
  GRUPO, GRUPOS_COM_CLIENTES_GERENCIADOS, GRUPOS_GESTORES, GRUPOS_LIBERATIVOS, GRUPOS_SENHA_OBRIGATORIA, GRUPOS_STAFF, GRUPOS_USUARIOS,
  isClienteUser, isGestor, isStaff, paginaInicial, podeUsarChat,
} from './grupos.js';
import { ForbiddenError } from '../shared/index.js';

const TODOS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

describe('user groups (spec 01 §6, spec 03 §6)', () => {
  it('names groups 3 to 17 as the group screen lists them', () => {
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

  it('tells staff (3-7), client users (8) and shipper-type managers (10, 11, 16, 17) apart', () => {
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

  it('lands groups 5 and 6 on the operational dashboard, 12 on cadastro_consulta, the rest on /dashboard', () => {
    const destinos = Object.fromEntries(TODOS.map((g) => [g, paginaInicial({ grupo_usuario_id: g, alterar_password: false })]));
    expect(destinos).toEqual({
      ...Object.fromEntries(TODOS.map((g) => [g, '/dashboard'])),
      5: '/dashboard_operacional',
      6: '/dashboard_operacional',
      12: '/cadastro_consulta',
    });
  });

  it('sends whoever must change the password to /mudar_senha first', () => {
    for (const g of [3, 5, 6, 8, 12]) expect(paginaInicial({ grupo_usuario_id: g, alterar_password: true })).toBe('/mudar_senha');
  });
});

describe('tenant scope (ARCHITECTURE.md "Authorisation")', () => {
  it('gives a client user without a client no client at all', () => {
    const escopo = escopoDoUsuario({ grupo_usuario_id: 8, cliente_id: null, clientes_gerenciados: [4] });
    expect(escopo).toEqual({ tipo: 'clientes', ids: [] });
    expect(podeVerCliente(escopo, 4)).toBe(false);
  });

  it('gives a manager its managed clients and its own, once each', () => {
    expect(escopoDoUsuario({ grupo_usuario_id: 16, cliente_id: 2, clientes_gerenciados: [2, 3] })).toEqual({ tipo: 'clientes', ids: [2, 3] });
    expect(escopoDoUsuario({ grupo_usuario_id: 10, cliente_id: 7, clientes_gerenciados: [] })).toEqual({ tipo: 'clientes', ids: [7] });
    expect(escopoDoUsuario({ grupo_usuario_id: 17, cliente_id: null, clientes_gerenciados: [] })).toEqual({ tipo: 'clientes', ids: [] });
  });

  it('lets staff and the other groups see every client, with or without one', () => {
    for (const g of [3, 4, 5, 6, 7, 9, 12, 13, 14, 15]) expect(escopoDoUsuario({ grupo_usuario_id: g, cliente_id: 5, clientes_gerenciados: [1] })).toEqual({ tipo: 'todos' });
    expect(podeVerCliente({ tipo: 'todos' }, null)).toBe(true);
    expect(podeVerCliente({ tipo: 'todos' }, undefined)).toBe(true);
  });

  it('never lets a scoped user see a record without a client', () => {
    const escopo = { tipo: 'clientes' as const, ids: [1, 2] };
    expect(podeVerCliente(escopo, 2)).toBe(true);
    expect(podeVerCliente(escopo, undefined)).toBe(false);
    expect(podeVerCliente(escopo, null)).toBe(false);
    expect(() => exigirCliente(escopo, undefined)).toThrow(new ForbiddenError('Não há permissão'));
    expect(() => exigirCliente(escopo, 1)).not.toThrow();
    expect(() => exigirCliente({ tipo: 'todos' }, null)).not.toThrow();
  });

  it('writes with the only client of a scoped user, no client when it has several or none', () => {
    expect(clienteParaGravar({ tipo: 'clientes', ids: [4] }, null)).toBe(4);
    expect(clienteParaGravar({ tipo: 'clientes', ids: [4, 5] }, undefined)).toBeNull();
    expect(clienteParaGravar({ tipo: 'clientes', ids: [] }, undefined)).toBeNull();
    expect(clienteParaGravar({ tipo: 'clientes', ids: [4, 5] }, 5)).toBe(5);
    expect(() => clienteParaGravar({ tipo: 'clientes', ids: [4, 5] }, 6)).toThrow(new ForbiddenError('Não há permissão'));
  });

  it('lets staff write any client or none', () => {
    expect(clienteParaGravar({ tipo: 'todos' }, 9)).toBe(9);
    expect(clienteParaGravar({ tipo: 'todos' }, null)).toBeNull();
    expect(clienteParaGravar({ tipo: 'todos' }, undefined)).toBeNull();
  });
});

import { BusinessRuleError, ForbiddenError, NotFoundError } from '../shared/index.js';
import type { RegistroRepository, RegistroTravado, UsuarioCadastro } from './ports.js';
import { MENSAGENS_REGISTRO } from './registro-escrita.js';
import { RemoverProtocolo } from './remover-protocolo.js';

const usuario = (grupo: number, escopo: UsuarioCadastro['escopo'] = { tipo: 'todos' }): UsuarioCadastro => ({ id: 7, username: 'ANA', grupo_usuario_id: grupo, escopo, acessos: {} });

function repo(status: RegistroTravado['status'] = 'ACORDO') {
  const feito: string[] = [];
  const r = {
    emTransacao: <T>(fn: () => Promise<T>) => fn(),
    travar: async (id: number) => (id === 1 ? ({ id: 1, cliente_id: 3, status, protocolo: 'CC1' } as RegistroTravado) : null),
    atualizarRegistro: async (id: number, m: object) => void feito.push(`registro ${id} ${JSON.stringify(m)}`),
    removerPerfisDoRegistro: async (id: number) => void feito.push(`perfis ${id}`),
  };
  return { r: r as unknown as RegistroRepository, feito };
}

describe('RemoverProtocolo', () => {
  it('grupos 3 e 4 cancelam o registro (nunca apagam) e tiram os perfis dos motoristas', async () => {
    for (const grupo of [3, 4]) {
      const { r, feito } = repo();
      expect(await new RemoverProtocolo(r).executar(usuario(grupo), 1)).toEqual({ message: MENSAGENS_REGISTRO.removido });
      expect(feito).toEqual(['registro 1 {"status":"CANCELADO"}', 'perfis 1']);
    }
  });
  it('outro grupo é 403 antes de ler o registro', async () => {
    const { r, feito } = repo();
    await expect(new RemoverProtocolo(r).executar(usuario(5), 1)).rejects.toThrow(new ForbiddenError(MENSAGENS_REGISTRO.remocaoProibida));
    expect(feito).toEqual([]);
  });
  it('já removido é 422; inexistente 404; de outro cliente 403', async () => {
    await expect(new RemoverProtocolo(repo('CANCELADO').r).executar(usuario(3), 1)).rejects.toThrow(new BusinessRuleError('Protocolo já removido'));
    await expect(new RemoverProtocolo(repo().r).executar(usuario(3), 2)).rejects.toThrow(NotFoundError);
    await expect(new RemoverProtocolo(repo().r).executar(usuario(3, { tipo: 'clientes', ids: [4] }), 1)).rejects.toThrow(ForbiddenError);
  });
});

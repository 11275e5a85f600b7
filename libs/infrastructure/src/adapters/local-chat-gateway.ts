import { createHmac, timingSafeEqual } from 'node:crypto';
import { GRUPO, type ChatGateway } from '@gr/domain';

/**
 * Offline default of the chat port: no chat server is reachable here, so the chat token is an
 * HMAC over the chat user id and expiry, and the groups follow the desk group of the user.
 */
export class LocalChatGateway implements ChatGateway {
  constructor(private readonly segredo: string, private readonly validadeMs = 12 * 3600_000) {}

  private assinar(texto: string): string {
    return createHmac('sha256', this.segredo).update(texto).digest('base64url');
  }

  async entrar(u: { id: number; username: string; grupo_usuario_id: number }): Promise<{ authToken: string; userId: string }> {
    const userId = `gr-${u.id}-${u.grupo_usuario_id}`;
    const corpo = `${userId}.${Date.now() + this.validadeMs}`;
    return { authToken: `${Buffer.from(corpo).toString('base64url')}.${this.assinar(corpo)}`, userId };
  }

  async grupos(authToken: string, userId: string): Promise<Array<{ id: string; nome: string }> | null> {
    const [b64, assinatura] = authToken.split('.');
    if (!b64 || !assinatura) return null;
    const corpo = Buffer.from(b64, 'base64url').toString();
    const esperado = Buffer.from(this.assinar(corpo));
    const obtido = Buffer.from(assinatura);
    if (esperado.length !== obtido.length || !timingSafeEqual(esperado, obtido)) return null;
    const [id, expira] = [corpo.slice(0, corpo.lastIndexOf('.')), Number(corpo.slice(corpo.lastIndexOf('.') + 1))];
    if (id !== userId || !(expira > Date.now())) return null;
    const grupo = Number(userId.split('-')[2]);
    const grupos = [{ id: 'central', nome: 'Central de monitoramento' }];
    if (grupo === GRUPO.ADMINISTRADOR || grupo === GRUPO.SUPERVISOR) grupos.push({ id: 'supervisao', nome: 'Supervisão' });
    if (grupo === GRUPO.OPERADOR || grupo === GRUPO.MONITOR || grupo === GRUPO.CENTRAL) grupos.push({ id: 'operacao', nome: 'Operação' });
    return grupos;
  }
}

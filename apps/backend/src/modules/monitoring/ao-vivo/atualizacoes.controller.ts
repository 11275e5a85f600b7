import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pode, UnauthenticatedError, ValidationError } from '@gr/domain';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { TokenService } from '../../../shared/auth/token.service.js';
import { ApiErrosCampos } from '../../../shared/http/api-docs.decorator.js';
import { MesaAoVivo, mensagemSse } from './mesa-ao-vivo.js';

/** A stream whose reader lags this far behind is closed: its browser reconnects and resumes from its last id. */
const MAXIMO_ATRASO_BYTES = 1024 * 1024;

const EXEMPLO = [
  'retry: 3000',
  '',
  'id: 3f9a0c21.41',
  'event: pronto',
  'data: {}',
  '',
  'id: 3f9a0c21.42',
  'event: viagens',
  'data: {"ids":[1021,1034],"lista":false}',
  '',
  ': batida',
  'id: 3f9a0c21.42',
  '',
].join('\n');

/**
 * The live desk's stream (issue 22; ARCHITECTURE.md "the desk is pushed"; docs/decisoes.md "mesa
 * ao vivo"): Server-Sent Events with the ids of the trips that changed, only those the session
 * may read (the lists' read rule), each event numbered so a reconnection resumes. The browser
 * reaches it through the frontend's resource route, which adds the session's token like every
 * other call: one way in, the bearer token.
 */
@ApiTags('Listas de viagens')
@Autenticado()
@Controller('monitoramentos')
export class AtualizacoesViagensController {
  private readonly logger = new Logger('Mesa ao vivo');

  constructor(
    private readonly mesa: MesaAoVivo,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  @Get('atualizacoes')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({
    summary: 'Atualizações ao vivo das listas de viagens (Server-Sent Events): os ids das SMs que mudaram e que a sessão pode ler',
    description:
      'Um fluxo `text/event-stream` que não termina. Eventos: `viagens` com `{ ids, lista }` — as SMs que mudaram (posição aplicada, ' +
      'início, fim, cancelamento, ocorrência, observação, situação, perda de sinal, edição), só as que a sessão lê pela regra das listas; ' +
      '`lista` verdadeiro quando uma delas entrou ou saiu de uma lista (criada, mudou de status, excluída); `pronto` ao conectar, com o id ' +
      'atual; `recarregar` quando o que se perdeu não pode ser reenviado (a tela recarrega o que mostra); `encerrada` quando a sessão ' +
      'terminou ou perdeu a regra (o fluxo fecha). Um comentário `: batida` a cada 15 s (LIVE_HEARTBEAT_SECONDS) leva o id atual e relê a sessão. Cada evento tem `id`: quem ' +
      'reconecta com `Last-Event-ID` recebe o que perdeu nos últimos 5 minutos deste processo.',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'O último id recebido: retoma dali (o navegador o envia sozinho ao reconectar)' })
  @ApiOkResponse({ description: 'O fluxo de eventos', content: { 'text/event-stream': { schema: { type: 'string', example: EXEMPLO } } } })
  @ApiErrosCampos('A chamada não tem parâmetros: um parâmetro na query é recusado')
  atualizacoes(@Req() req: Request, @Res() res: Response, @UsuarioAtual() eu: UsuarioAutenticado): void {
    const parametros = Object.keys(req.query);
    if (parametros.length) throw new ValidationError(Object.fromEntries(parametros.map((p) => [p, ['parâmetro desconhecido: esta chamada não tem parâmetros']])));
    const token = (req as Request & { token: string }).token;
    const ultimo = req.get('last-event-id') || undefined;

    res.status(200);
    // no-transform: the compression middleware would hold the events back to fill its buffer.
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setNoDelay(true);

    let aberto = true;
    const fechar = () => {
      if (!aberto) return;
      aberto = false;
      clearInterval(batidas);
      assinatura.cancelar();
      res.end();
    };
    const enviar = (texto: string) => {
      if (!aberto) return;
      res.write(texto);
      if (res.writableLength > MAXIMO_ATRASO_BYTES) fechar();
    };
    const assinatura = this.mesa.assinar(eu, ultimo, enviar, fechar);
    const encerrar = () => {
      enviar(mensagemSse({ event: 'encerrada', data: {} }));
      fechar();
    };
    // Each heartbeat reads the session again: revoked, expired or without the rule, the stream ends.
    const reler = async () => {
      let u: UsuarioAutenticado;
      try {
        u = await this.tokens.autenticar(token);
      } catch (e) {
        if (e instanceof UnauthenticatedError) return encerrar();
        // The database is down for a moment: keep the stream, read again at the next beat.
        this.logger.warn(`sessão do fluxo não relida: ${e instanceof Error ? e.message : String(e)}`);
        return assinatura.batida();
      }
      if (!pode(u.acessos, 'monitoramentos', 'index')) return encerrar();
      assinatura.trocarLeitor(u);
      assinatura.batida();
    };
    const batidas = setInterval(() => void reler(), this.cfg.batidaAoVivoSegundos * 1000);
    batidas.unref();
    req.on('close', fechar);
    res.on('error', fechar);
  }
}

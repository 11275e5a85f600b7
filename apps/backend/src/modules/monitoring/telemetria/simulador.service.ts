import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { enviarOsmAnd, SimuladorFrota } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { ServidorOsmAnd } from './osmand.servidor.js';
import { SimuladorQueries } from './simulador.queries.js';

/** `npm run simulate` loads the same fleet (the query lives in simulador.queries.ts). */
export { carregarFrotaSimulada } from './simulador.queries.js';

/** Seconds between two positions of each simulated vehicle. */
export const INTERVALO_SIMULADOR_S = 15;
/** Vehicles driven in demo mode. */
const FROTA_SIMULADA = 30;
/** OsmAnd requests in flight at once: the embedded database has a single connection. */
const SIMULTANEOS = 3;

/**
 * The demo simulator, on by default in demo mode (SIMULATOR=off turns it off): demo vehicles with
 * a terminal, each in a trip in transit, drive along its route and send a position every 15 s through the OsmAnd door,
 * as Traccar Client would. `npm run simulate` does the same against a running server.
 */
@Injectable()
export class SimuladorDemo implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Simulador');
  private timer?: NodeJS.Timeout;
  private simulador?: SimuladorFrota;
  private falhou = false;

  constructor(@Inject(APP_CONFIG) private readonly cfg: AppConfig, private readonly queries: SimuladorQueries, private readonly osmand: ServidorOsmAnd) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.cfg.simulador || this.cfg.osmandPort === null) return;
    const rotas = await this.queries.frota(FROTA_SIMULADA);
    if (!rotas.length) return;
    this.simulador = new SimuladorFrota(rotas);
    this.timer = setInterval(() => void this.passo(), INTERVALO_SIMULADOR_S * 1000);
    this.timer.unref();
    setTimeout(() => void this.passo(), 2000).unref();
    this.logger.log(`${this.simulador.quantidade} veículos simulados pela porta OsmAnd`);
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async passo(): Promise<void> {
    const porta = this.osmand.porta;
    if (!this.simulador || !porta || !this.timer) return;
    const r = await enviarOsmAnd(`http://127.0.0.1:${porta}`, this.simulador.passo(Date.now(), INTERVALO_SIMULADOR_S), SIMULTANEOS);
    if (r.erro && !this.falhou) this.logger.warn(`posição simulada não enviada: ${r.erro}`);
    if (r.erro) this.falhou = true;
  }
}

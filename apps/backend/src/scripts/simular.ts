import { enviarOsmAnd, openDatabase, SimuladorFrota } from '@gr/infrastructure';
import { carregarConfig } from '../config.js';
import { carregarFrotaSimulada, INTERVALO_SIMULADOR_S } from '../modules/monitoring/telemetria/simulador.service.js';

/**
 * `npm run simulate`: drives the vehicles of the trips in transit along their routes through the OsmAnd door of a
 * running server (OSMAND_URL, default http://127.0.0.1:5055), reading them from DATABASE_URL.
 * With the embedded database the simulator already runs inside `npm start` (demo mode).
 */
const cfg = carregarConfig();
if (!cfg.databaseUrl) {
  console.log('Com o banco embutido o simulador já roda dentro do `npm start` (modo demo; SIMULATOR=off desliga). Para um servidor, defina DATABASE_URL.');
  process.exit(0);
}
const destino = process.env.OSMAND_URL ?? `http://127.0.0.1:${cfg.osmandPort ?? 5055}`;
const quantos = Number(process.env.SIMULATOR_VEHICLES ?? 30);
const db = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir });
const rotas = await carregarFrotaSimulada(db.orm, quantos);
await db.close();
if (!rotas.length) {
  console.log('Nenhuma viagem em andamento com veículo rastreado e rota traçada: nada a simular.');
  process.exit(0);
}
const simulador = new SimuladorFrota(rotas);
console.log(`Simulando ${simulador.quantidade} veículos em ${destino}, uma posição a cada ${INTERVALO_SIMULADOR_S} s (Ctrl+C para parar).`);
const passo = async () => {
  const r = await enviarOsmAnd(destino, simulador.passo(Date.now(), INTERVALO_SIMULADOR_S), 3);
  console.log(`${new Date().toLocaleTimeString('pt-BR')}: ${r.aceitas} posições aceitas${r.falhas ? `, ${r.falhas} recusadas ou sem resposta` : ''}`);
};
await passo();
setInterval(() => void passo(), INTERVALO_SIMULADOR_S * 1000);

// `npm start`: builds what changed, then runs the server (embedded PostgreSQL unless DATABASE_URL).
import { compilar, iniciar } from './lib.mjs';

if (compilar() !== 0) process.exit(1);
const servidor = iniciar(process.execPath, ['apps/backend/dist/main.js']);
for (const sinal of ['SIGINT', 'SIGTERM']) process.on(sinal, () => servidor.kill(sinal));
servidor.on('exit', (code) => process.exit(code ?? 0));

// `npm start`: builds what changed, then runs the server (embedded PostgreSQL unless DATABASE_URL)
// under a supervisor that announces a crash and restarts it (scripts/supervisor.mjs).
import { compilar, iniciar } from './lib.mjs';
import { supervisionar } from './supervisor.mjs';

if (compilar() !== 0) process.exit(1);
supervisionar({ comando: process.execPath, args: ['apps/backend/dist/main.js'], iniciar });

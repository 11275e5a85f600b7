import type { Server } from 'node:http';

/**
 * Keeps an idle keep-alive connection past the usual 60 s idle timeout of clients' and proxies'
 * pools. With Node's 5 s, a client that reuses a connection the server is closing at that instant
 * gets ECONNRESET on a request it cannot know was done (seen by the e2e suite on CI, and by the
 * ingestion bench's 1,000 trackers). For every HTTP server we open: the API and the OsmAnd door.
 */
export function manterConexoesOciosas(servidor: Server): Server {
  servidor.keepAliveTimeout = 65_000;
  servidor.headersTimeout = 66_000;
  return servidor;
}

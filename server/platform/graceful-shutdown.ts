import { Server as NetServer, type Socket } from "node:net";
import type { Server } from "node:http";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";

/**
 * How long a connection must be quiet (no request in progress, nothing read) before shutdown closes it: a request a
 * client has already sent is read and answered well within it.
 */
export const QUIET_CONNECTION_MS = 250;

/** The longest the listener stays open to take the connections queued on it, when more keep coming. */
const MAX_ACCEPT_QUEUE_MS = 1000;

interface ConnectionState {
  /** requests read and not yet answered */
  active: number;
  /** the socket's bytesRead at the last look */
  bytesRead: number;
  /** since when nothing has happened on it */
  quietSince: number;
  /** looks in a row that found it quiet */
  quietLooks: number;
}

/**
 * Follows an HTTP server's connections so that shutdown ends none under a client: Node's own `server.close()`
 * destroys every connection without a request in progress, resetting those whose request was sent but not yet read
 * (a busy event loop, a kept-alive connection reused just then), and closing the listener resets the connections
 * still queued on it. Call before `listen`.
 */
export function followConnections(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { active: 0, bytesRead: 0, quietSince: Date.now(), quietLooks: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active += 1;
    response.once("close", () => {
      state.active -= 1;
      state.quietSince = Date.now();
      state.quietLooks = 0;
    });
  });

  return {
    /** Open connections (tests). */
    get size() {
      return connections.size;
    },
    /**
     * Stops accepting connections. Closing the listener resets the connections queued on it (their handshake done,
     * not yet taken by the process: many, after a busy moment), and Node takes one of them per event-loop turn; so
     * the listener is closed only after two turns in a row that took none (at most MAX_ACCEPT_QUEUE_MS). The
     * connections already open are left to `drain`.
     */
    async stopAccepting(): Promise<void> {
      const until = Date.now() + MAX_ACCEPT_QUEUE_MS;
      let quietTurns = 0;
      while (quietTurns < 2 && Date.now() < until) {
        const before = accepted;
        await nextTurn();
        quietTurns = accepted === before ? quietTurns + 1 : 0;
      }
      // net's close, not http's: http's also destroys every connection without a request in progress
      NetServer.prototype.close.call(server);
    },
    /**
     * Resolves once every connection has closed. A connection with a request in progress closes after its answer
     * (answers while shutting down carry `Connection: close`); one that stays quiet for QUIET_CONNECTION_MS, across at
     * least two looks with an event-loop turn between them (so that what a client sent has been read), is closed then:
     * with nothing unread on it, the client sees an orderly close, never a reset.
     */
    async drain(): Promise<void> {
      while (connections.size > 0) {
        const now = Date.now();
        for (const [socket, state] of connections) {
          const bytesRead = socket.bytesRead;
          if (state.active > 0 || bytesRead !== state.bytesRead) {
            state.bytesRead = bytesRead;
            state.quietSince = now;
            state.quietLooks = 0;
            continue;
          }
          state.quietLooks += 1;
          if (state.quietLooks >= 2 && now - state.quietSince >= QUIET_CONNECTION_MS) {
            connections.delete(socket);
            socket.destroy();
          }
        }
        if (connections.size > 0) await sleep(50);
      }
    },
  };
}

// @ts-check
import { Server as NetServer } from "node:net";

import { writeBareResponse } from "./site-server.js";

/** @typedef {import("node:http").Server} HttpServer */
/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("node:net").Socket} Socket */

/**
 * @typedef {object} DrainOptions
 * @property {number} [idleLingerMs] how long an idle keep-alive connection may
 *   still bring one last request once stopping begins: a client that has just
 *   had an answer can take a while to send its next request on a busy machine,
 *   and closing before it arrives would fail that request
 * @property {number} [halfSentGraceMs] how long a request whose head is only
 *   partly received may take to arrive once stopping begins
 * @property {number} [graceMs] the most the whole stop may take
 * @property {number} [acceptWindowMs] how long the listener stays open once
 *   stopping begins: closing it resets every connection the kernel has
 *   accepted but Node has not yet taken. Until it closes, answers keep their
 *   connections alive, so clients have no reason to open new ones that
 *   would queue up there; from then on each says `Connection: close`.
 *   At most `graceMs`.
 */

/** The accept window when none is given; SIGTERM's answer in server/index.js reads DRAIN_ACCEPT_MS. */
export const DEFAULT_ACCEPT_WINDOW_MS = 250;

/**
 * @typedef {object} Connection
 * @property {Response} [res] the last response begun on it
 * @property {number} bytesAtRest bytes read when its last request arrived;
 *   more since then is the start of another request
 * @property {NodeJS.Timeout} [timer]
 */

/**
 * Stops a server without failing a request: new connections for a short
 * window, then none; every request already received, or arriving while
 * stopping, is answered (kept alive during the window, with
 * `Connection: close` after it); idle connections are closed
 * gently (FIN, never a reset over unread bytes); a half-sent request gets a
 * short grace and then 408.
 * @param {HttpServer} server
 * @param {DrainOptions} [options]
 */
export function gracefulStop(
  server,
  {
    idleLingerMs = 1000,
    halfSentGraceMs = 2000,
    graceMs = 10_000,
    acceptWindowMs = DEFAULT_ACCEPT_WINDOW_MS,
  } = {},
) {
  if (!(acceptWindowMs <= graceMs)) {
    // Connections still opening would be cut when the grace runs out.
    throw new RangeError(
      `The accept window (${acceptWindowMs} ms) must not be longer than the grace period (${graceMs} ms).`,
    );
  }
  /** @type {Map<Socket, Connection>} */
  const connections = new Map();
  let stopping = false;
  let halfSentDeadline = 0;

  server.on("connection", (/** @type {Socket} */ socket) => {
    connections.set(socket, { bytesAtRest: 0 });
    socket.once("close", () => {
      clearTimeout(connections.get(socket)?.timer);
      connections.delete(socket);
    });
    // Taken as the listener closed: its request may still be on its way.
    if (stopping) closeWhenIdle(socket);
  });

  /** @param {Connection} connection */
  const answering = (connection) =>
    connection.res !== undefined && !connection.res.writableFinished;

  /** @param {Socket} socket */
  function closeWhenIdle(socket) {
    const connection = connections.get(socket);
    if (!connection || answering(connection)) return;
    clearTimeout(connection.timer);
    connection.timer = setTimeout(() => {
      if (answering(connection)) return;
      if (socket.writableEnded) {
        socket.destroy();
      } else if (socket.bytesRead > connection.bytesAtRest) {
        // Part of a request is in: wait for the rest, within the grace.
        const left = halfSentDeadline - Date.now();
        if (left > 0) {
          connection.timer = setTimeout(() => closeWhenIdle(socket), left);
        } else {
          writeBareResponse(socket, 408);
        }
      } else {
        // FIN rather than destroy: a request racing in meets a closed
        // connection, not a reset that would discard it unread.
        socket.end();
        setTimeout(() => socket.destroy(), idleLingerMs).unref();
      }
    }, idleLingerMs);
  }

  /**
   * Closes the connection once this response is done, unless its head
   * already promised to keep it open: then it waits like an idle one.
   * @param {Response} res
   * @param {Socket} socket its connection (a finished response lets go of it)
   */
  function closeAfter(res, socket) {
    res.once("close", () => {
      if (!socket.destroyed) closeWhenIdle(socket);
    });
  }

  /**
   * Runs before the site's handler, so a response begun while stopping says
   * `Connection: close`. While serving it only stores: it runs on every request.
   * @param {Request} req
   * @param {Response} res
   */
  function beforeRequest(req, res) {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.res = res;
    connection.bytesAtRest = req.socket.bytesRead;
    if (stopping) {
      clearTimeout(connection.timer);
      res.shouldKeepAlive = false;
      closeAfter(res, req.socket);
    }
  }
  server.prependListener("request", beforeRequest);
  server.prependListener("checkExpectation", beforeRequest);

  return {
    /**
     * Stops accepting connections and resolves once every one has closed.
     * @returns {Promise<void>}
     */
    stop() {
      const closed = new Promise((resolve) => {
        setTimeout(() => {
          // net's close, not http's: http's also destroys "idle" connections
          // whose next request is still unread in the kernel's buffer.
          NetServer.prototype.close.call(server, () => resolve(undefined));
          // No connection can queue up any more: now each one may close.
          stopping = true;
          halfSentDeadline = Date.now() + halfSentGraceMs;
          for (const [socket, connection] of connections) {
            if (connection.res && answering(connection)) {
              closeAfter(connection.res, socket);
            } else {
              closeWhenIdle(socket);
            }
          }
        }, acceptWindowMs);
      });
      setTimeout(() => {
        for (const socket of connections.keys()) socket.destroy();
      }, graceMs).unref();
      return /** @type {Promise<void>} */ (closed);
    },
  };
}

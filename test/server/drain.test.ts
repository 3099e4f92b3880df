import { execFile } from "node:child_process";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { PROJECT_DIR, startServerProcess } from "./support";

const CLIENTS = 50;
const LOAD_BEFORE_SIGNAL_MS = 1500;

interface Outcome {
  client: number;
  status: number;
  connection: string;
  endedAt: number;
}

/** One GET on a keep-alive agent; resolves with the response, fully read. */
function get(
  port: number,
  agent: Agent,
): { sent: Promise<void>; done: Promise<Omit<Outcome, "client">> } {
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const done = new Promise<Omit<Outcome, "client">>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/",
        agent,
        headers: { "accept-encoding": "br" },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: String(res.headers.connection),
            endedAt: performance.now(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("finish", markSent);
    req.on("error", reject);
    req.end();
  });
  return { sent, done };
}

describe("SIGTERM under load", () => {
  it("answers every request already sent, with Connection: close, then exits", async () => {
    const server = await startServerProcess();
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.process.once("exit", (code) =>
        resolve({ code, at: performance.now() }),
      ),
    );

    const outcomes: Outcome[] = [];
    const errors: { client: number; code: string; sent: boolean }[] = [];
    /** Requests written to the socket and not yet answered. */
    const inFlight = new Set<Promise<unknown>>();

    async function client(index: number) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const { sent, done } = get(server.port, agent);
          let wasSent = false;
          void sent.then(() => {
            wasSent = true;
            inFlight.add(done);
          });
          try {
            const outcome = await done;
            outcomes.push({ client: index, ...outcome });
            // A well-behaved client stops once the server says it is going.
            if (outcome.connection === "close") return;
          } catch (error) {
            const code =
              error instanceof Error && "code" in error
                ? String(error.code)
                : String(error);
            errors.push({ client: index, code, sent: wasSent });
            return;
          } finally {
            inFlight.delete(done);
          }
        }
      } finally {
        agent.destroy();
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, index) =>
      client(index),
    );
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
    const pendingAtSignal = [...inFlight];
    const clientsServedBeforeSignal = new Set(
      outcomes.map((outcome) => outcome.client),
    ).size;
    server.process.kill("SIGTERM");
    await Promise.all(clients);
    const exit = await exited;

    // The load was real: every client on a kept-alive connection it had
    // already used, and requests on the wire at the signal.
    expect(clientsServedBeforeSignal).toBe(CLIENTS);
    expect(pendingAtSignal.length).toBeGreaterThan(0);

    // No request failed: no reset, no hang-up, sent before the signal or after.
    expect(errors).toEqual([]);
    expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);
    // Each request in flight at the signal completed (and was counted above).
    const settled = await Promise.allSettled(pendingAtSignal);
    expect(settled.every((result) => result.status === "fulfilled")).toBe(true);

    // Each connection's last answer, and only that one, said Connection: close.
    const closing = outcomes.filter(
      (outcome) => outcome.connection === "close",
    );
    expect(closing.length).toBe(CLIENTS);
    expect(new Set(closing.map((outcome) => outcome.client)).size).toBe(
      CLIENTS,
    );

    // The process exited cleanly, after the last answer and within a second of it.
    expect(exit.code).toBe(0);
    const lastAnswer = Math.max(...outcomes.map((outcome) => outcome.endedAt));
    expect(exit.at).toBeGreaterThan(lastAnswer);
    expect(exit.at - lastAnswer).toBeLessThan(1000);
  });

  it("resets no request of clients that reconnect at once whenever told Connection: close", async () => {
    // As a load balancer or a load tester does: after `Connection: close`
    // the client opens a new connection and goes on, until one is refused.
    // A long accept window, so that on a busy machine too the clients would
    // come back within it if told to close there.
    const server = await startServerProcess({ DRAIN_ACCEPT_MS: "1000" });
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", resolve),
    );
    let answered = 0;
    const served = new Set<number>();
    let answeredAfterSignal = 0;
    let reconnects = 0;
    let signalled = false;
    const refused: number[] = [];
    const failures: { client: number; code: string }[] = [];

    async function client(index: number) {
      let agent = new Agent({ keepAlive: true, maxSockets: 1 });
      // Bounded: a server that never stops fails the test, not the run.
      const deadline = performance.now() + 20_000;
      try {
        while (performance.now() < deadline) {
          try {
            const outcome = await get(server.port, agent).done;
            answered++;
            served.add(index);
            if (signalled) answeredAfterSignal++;
            if (outcome.connection === "close") {
              agent.destroy();
              agent = new Agent({ keepAlive: true, maxSockets: 1 });
              reconnects++;
            }
          } catch (error) {
            const code =
              error instanceof Error && "code" in error
                ? String(error.code)
                : String(error);
            // Refused: the listener is closed, and the request never left.
            if (code === "ECONNREFUSED") refused.push(index);
            else failures.push({ client: index, code });
            return;
          }
        }
        failures.push({ client: index, code: "still served at the deadline" });
      } finally {
        agent.destroy();
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, index) =>
      client(index),
    );
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
    // On a busy machine, wait (boundedly) until every client is served.
    for (let wait = 0; served.size < CLIENTS && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answeredBeforeSignal = answered;
    const servedBeforeSignal = served.size;
    signalled = true;
    server.process.kill("SIGTERM");
    await Promise.all(clients);
    const code = await exited;
    console.log(
      `${CLIENTS} reconnecting keep-alive clients, SIGTERM: ${answeredBeforeSignal} answered before the signal, ${answeredAfterSignal} after, ${reconnects} reconnects, ${refused.length} refused, ${failures.length} reset or failed`,
    );

    // The load was real, and went on after the signal.
    expect(servedBeforeSignal).toBe(CLIENTS);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    // Not one request was reset or cut: each client ends refused, once the listener is closed.
    expect(failures).toEqual([]);
    expect(refused.length).toBe(CLIENTS);
    // Told to close only once the listener had closed: no client came back
    // on a new connection that could have queued there to be reset.
    expect(reconnects).toBeLessThanOrEqual(CLIENTS);
    expect(code).toBe(0);
  });

  it("closes an idle keep-alive connection with a FIN, not a reset", async () => {
    const server = await startServerProcess();
    const exited = new Promise((resolve) =>
      server.process.once("exit", resolve),
    );
    const socket = connect(server.port, "127.0.0.1");
    const firstAnswer = new Promise<void>((resolve) =>
      socket.once("data", () => resolve()),
    );
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await firstAnswer;
    const closed = new Promise<string>((resolve) => {
      socket.on("end", () => resolve("end"));
      socket.on("error", (error: NodeJS.ErrnoException) =>
        resolve(error.code ?? "error"),
      );
    });
    server.process.kill("SIGTERM");
    expect(await closed).toBe("end");
    socket.destroy();
    expect(await exited).toBe(0);
  });

  it("gives a half-sent request a short grace, then 408, and does not wait out the whole grace period", async () => {
    const server = await startServerProcess();
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.process.once("exit", (code) =>
        resolve({ code, at: performance.now() }),
      ),
    );
    const socket = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /plus HTTP/1.1\r\nHost: localhost\r\n");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.on("error", () => {});
    // Let the server read the partial head before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = performance.now();
    server.process.kill("SIGTERM");
    await closed;
    const exit = await exited;
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(received).toMatch(/\r\nConnection: close\r\n/);
    expect(exit.code).toBe(0);
    // Two seconds of grace for the rest of the head, far short of the ten for answers.
    expect(exit.at - signalledAt).toBeGreaterThan(1500);
    expect(exit.at - signalledAt).toBeLessThan(5000);
  });
});

const GET_HOME =
  "GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n";

interface RawOutcome {
  received: string;
  error?: string;
}

/**
 * A connection opened at once, whose GET is written when `send` is called.
 * `outcome` resolves with what came back, or with the error code that ended
 * the connection.
 */
function openConnection(port: number): {
  connected: Promise<void>;
  send: () => void;
  outcome: Promise<RawOutcome>;
} {
  const socket = connect(port, "127.0.0.1");
  const connected = new Promise<void>((resolve) =>
    socket.once("connect", () => resolve()),
  );
  const outcome = new Promise<RawOutcome>((resolve) => {
    let received = "";
    socket.on(
      "data",
      (chunk: Buffer) => (received += chunk.toString("latin1")),
    );
    socket.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ received, error: error.code ?? String(error) }),
    );
    socket.on("close", () => resolve({ received }));
  });
  return { connected, send: () => socket.write(GET_HOME), outcome };
}

/** A GET written on a new connection as soon as it opens. */
function getOnNewConnection(port: number): Promise<RawOutcome> {
  const connection = openConnection(port);
  connection.send();
  return connection.outcome;
}

describe("SIGTERM as connections arrive", () => {
  const REQUESTS = 20;

  it("answers the connections the kernel had accepted before the signal: none is reset", async () => {
    const server = await startServerProcess();
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", resolve),
    );
    // A kept-alive connection, to learn when the server has taken the signal.
    const probe = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(server.port, probe).done;

    // Stopped, the server takes no connection while the kernel accepts them,
    // as when it is too busy to: at the signal every one waits in the
    // listener's queue, which closing the listener at once would reset.
    server.process.kill("SIGSTOP");
    const connections = Array.from({ length: REQUESTS }, () =>
      openConnection(server.port),
    );
    await Promise.all(connections.map(({ connected }) => connected));
    server.process.kill("SIGTERM");
    server.process.kill("SIGCONT");

    // The requests follow once an answer says the server is stopping. A
    // request the server reads before it takes the signal (Node handles a
    // signal after the input that arrived with it) is rightly answered with
    // keep-alive, its connection closed once idle.
    let stopping = false;
    const deadline = performance.now() + 5000;
    while (!stopping && performance.now() < deadline) {
      const { connection } = await get(server.port, probe).done;
      stopping = connection === "close";
    }
    probe.destroy();
    expect(stopping, "an answer after the signal said Connection: close").toBe(
      true,
    );
    for (const { send } of connections) send();
    const results = await Promise.all(
      connections.map(({ outcome }) => outcome),
    );

    expect(results.filter((result) => result.error === "ECONNRESET")).toEqual(
      [],
    );
    expect(results.map((result) => result.error ?? "")).toEqual(
      Array<string>(REQUESTS).fill(""),
    );
    for (const { received } of results) {
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(received).toMatch(/\r\nConnection: close\r\n/i);
    }
    expect(await exited).toBe(0);
  });

  it("keeps taking connections for DRAIN_ACCEPT_MS, keeping them alive until the listener closes, then refuses them", async () => {
    const server = await startServerProcess({ DRAIN_ACCEPT_MS: "1500" });
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", resolve),
    );
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 700));
    const signalledAt = performance.now() - 700;
    const within = await getOnNewConnection(server.port);
    // Answered, kept alive while new connections are still taken (a client
    // told to close would only open another), then closed with a FIN.
    expect(within.error).toBeUndefined();
    expect(within.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(within.received).toMatch(/\r\nConnection: keep-alive\r\n/i);
    expect(performance.now() - signalledAt).toBeGreaterThan(1500);

    expect(await exited).toBe(0);
    const after = await getOnNewConnection(server.port);
    expect(after.error).toBe("ECONNREFUSED");
  });

  it("refuses to start with a DRAIN_ACCEPT_MS longer than the grace period", async () => {
    // Downloads would be cut at the end of the grace while new requests were still taken.
    const started = promisify(execFile)(
      process.execPath,
      [path.join(PROJECT_DIR, "server/index.js")],
      { env: { ...process.env, PORT: "0", DRAIN_ACCEPT_MS: "10001" } },
    );
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr:
        "The accept window (10001 ms) must not be longer than the grace period (10000 ms).\n",
    });
  });

  it("refuses to start with a DRAIN_ACCEPT_MS that is not a whole number", async () => {
    const started = promisify(execFile)(
      process.execPath,
      [path.join(PROJECT_DIR, "server/index.js")],
      { env: { ...process.env, PORT: "0", DRAIN_ACCEPT_MS: "soon" } },
    );
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'DRAIN_ACCEPT_MS must be a whole number of milliseconds, not "soon".',
      ),
    });
  });
});

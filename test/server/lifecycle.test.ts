import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DEFAULT_ACCEPT_WINDOW_MS } from "../../server/drain.js";
import {
  copyBuild,
  sendRequest,
  startInProcess,
  startServerProcess,
} from "./support";

describe("SIGTERM", () => {
  it("finishes the request in flight, then exits", async () => {
    const server = await startServerProcess();
    const exitCode = new Promise<number | null>((resolve) =>
      server.process.once("exit", resolve),
    );

    // A request whose headers are half sent when the signal arrives.
    const socket = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /plus HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.process.kill("SIGTERM");
    // Past the accept window, when answers start to say Connection: close.
    await new Promise((resolve) =>
      setTimeout(resolve, DEFAULT_ACCEPT_WINDOW_MS + 200),
    );
    expect(server.process.exitCode).toBeNull();

    const response = new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    socket.write("Accept-Encoding: identity\r\n\r\n");
    const text = await response;
    const [head = "", body = ""] = text.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(head).toMatch(/^Connection: close$/im);
    const length = Number(/^Content-Length: (\d+)$/im.exec(head)?.[1]);
    expect(Buffer.byteLength(body)).toBe(length);
    expect(body).toContain("</html>");

    expect(await exitCode).toBe(0);
    await expect(sendRequest(server.port, "GET", "/")).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});

// Each test copies the whole build (thousands of files): on a busy machine, longer than the default limit.
describe("a rebuilt site", { timeout: 120_000 }, () => {
  it("is served in full after a restart, with no stale asset list", async () => {
    const copy = copyBuild();
    try {
      const client = path.join(copy.dir, "client");
      const assets = readdirSync(path.join(client, "assets"));
      const oldAsset = assets.find((name) => name.endsWith(".js")) ?? "";
      const before = await startInProcess({ buildDir: copy.dir });
      expect((await before.get(`/assets/${oldAsset}`)).status).toBe(200);
      await before.stop();

      // "Rebuild": an asset replaced by a new one, the page changed with it.
      for (const name of assets.filter((file) => file.startsWith(oldAsset))) {
        rmSync(path.join(client, "assets", name));
      }
      writeFileSync(
        path.join(client, "assets/new-Zx81Qw3e.js"),
        "export {};\n",
      );
      const indexPath = path.join(client, "index.html");
      writeFileSync(
        indexPath,
        readFileSync(indexPath, "utf8").replace(
          "</body>",
          "<p>Rebuilt</p></body>",
        ),
      );
      for (const suffix of [".br", ".gz"]) rmSync(indexPath + suffix);

      const after = await startInProcess({ buildDir: copy.dir });
      expect((await after.get("/assets/new-Zx81Qw3e.js")).status).toBe(200);
      const gone = await after.get(`/assets/${oldAsset}`);
      expect(gone.status).toBe(404);
      expect(gone.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(
        (await after.get("/", { "accept-encoding": "br" })).body.toString(),
      ).toContain("<p>Rebuilt</p>");
      await after.stop();
    } finally {
      copy.remove();
    }
  });

  it("refuses to start on a build without its CSP manifest", async () => {
    const copy = copyBuild();
    try {
      rmSync(path.join(copy.dir, "csp.json"));
      await expect(startInProcess({ buildDir: copy.dir })).rejects.toThrow(
        /npm run build/,
      );
    } finally {
      copy.remove();
    }
  });
});

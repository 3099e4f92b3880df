// @ts-check
// The loopback address the tools serve builds on, and a free port there.

export const HOST = "127.0.0.1";

/**
 * Starts `server` on a free loopback port.
 * @param {import("node:http").Server} server @returns {Promise<string>} its origin
 */
export function listenOnLoopback(server) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve(`http://${HOST}:${port}`);
    });
  });
}

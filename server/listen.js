// @ts-check
/** Starts an app on a free loopback port, for the benchmarks and tests that run their own server. */

/**
 * Listens on 127.0.0.1 at a port the system picks, once it is listening.
 * @param {import("express").Express} app
 * @returns {Promise<{ server: import("node:http").Server, url: string }>} `url` is the origin, without a trailing slash.
 */
export async function listen(app) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { server, url: `http://127.0.0.1:${port}` };
}

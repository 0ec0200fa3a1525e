/**
 * The site as IT runs it (deploy/README.md), started on loopback from the project's own files:
 * redis-server, N instances of the production server (`node server/index.js` with TRUST_PROXY=1,
 * REDIS_URL and RESULTS_DIR), and nginx with deploy/'s configuration rendered by
 * deploy/render-nginx.mjs, over TLS with a self-signed certificate made for the run. Everything
 * lives in one temporary folder (nginx's prefix, cache, logs and temporary files, Redis's folder,
 * the certificate, the published results) and is removed when it stops, which `stop()` does for
 * every part it started, also when starting failed half-way.
 *
 * Used by tests/e2e/deploy.spec.ts and `npm run bench:results-day`. Loopback only: the parts
 * listen on 127.0.0.1, and `LoopbackClient` refuses any other address. A client plays one client
 * address by binding its sockets to it (any of 127.0.0.0/8 works on Linux without setup).
 *
 * This file is what its users import; the harness itself is in ./deploy-harness/:
 *   deployment.ts       startDeployment: the run's folder, then each part in turn, and what a test reads
 *   parts.ts            the steps: start Redis, the instances, nginx; stop whatever was started
 *   configuration.ts    the instances' environment, nginx's values and main file (pure)
 *   certificate.ts      the run's self-signed certificate
 *   processes.ts        child processes, free ports, waiting until ready
 *   loopback-client.ts  the clients, each bound to a loopback address of its own
 *   sample-results.ts   invented students published with the import's code, and their URLs
 */
export { startDeployment, type Deployment, type DeploymentOptions } from "#scripts/deploy-harness/deployment.ts";
export {
  isLoopback,
  loopbackAddress,
  LoopbackClient,
  rawExchange,
  type Answer,
  type RequestOptions,
} from "#scripts/deploy-harness/loopback-client.ts";
export { freePort } from "#scripts/deploy-harness/processes.ts";
export { guessUrl, publishSample, recordUrlOf, type PublishedSample } from "#scripts/deploy-harness/sample-results.ts";

/**
 * Where the CMS reads and writes, from the environment the admin page is built with: the local
 * proxy (`npm run cms` sets it) or the git host of a deployment. Free of imports: the Vite
 * configuration reads it.
 */
export type CmsBackendSettings =
  | { kind: "local"; url: string; workflow: boolean }
  | { kind: "gitlab" | "forgejo"; baseUrl: string; repo: string; branch: string; appId: string };

/**
 * `undefined` when none is configured: the page then says so instead of starting a CMS that
 * cannot connect. Only public values: an OAuth application's id is not a secret (PKCE needs none).
 */
export function backendFromEnv(env: Record<string, string | undefined>): CmsBackendSettings | undefined {
  if (env.CMS_LOCAL_URL) return { kind: "local", url: env.CMS_LOCAL_URL, workflow: env.CMS_LOCAL_MODE === "git" };
  const kind = env.CMS_BACKEND;
  if ((kind === "gitlab" || kind === "forgejo") && env.CMS_BASE_URL && env.CMS_REPO && env.CMS_APP_ID) {
    return {
      kind,
      baseUrl: env.CMS_BASE_URL,
      repo: env.CMS_REPO,
      branch: env.CMS_BRANCH || "main",
      appId: env.CMS_APP_ID,
    };
  }
  return undefined;
}

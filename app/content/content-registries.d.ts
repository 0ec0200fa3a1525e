/** The content registries, given by scripts/vite-content-registries.ts: built once in a build, else as the module loads. */
declare module "virtual:content-registries" {
  export const registries: import("./registry-types.ts").Registries;
}

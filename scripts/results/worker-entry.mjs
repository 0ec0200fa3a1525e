// The worker threads' entry: the import runs under tsx, whose TypeScript loader the main thread
// registers for itself only (Node 20), so each worker registers it before loading worker.ts.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");

// The worker threads' entry when the import runs from source under tsx (runtime.ts): tsx's
// TypeScript loader is registered for the main thread only (Node 20), so each worker registers it
// before loading worker.ts. The bundled import's workers start from build/results/worker.js.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");

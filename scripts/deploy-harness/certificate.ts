/**
 * The run's TLS certificate: nginx serves the site over TLS as in production, so the run makes a
 * self-signed one with openssl, which the harness's clients trust (never committed, one day).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { requireProgram } from "#scripts/system-programs.ts";

/** Makes a self-signed certificate for 127.0.0.1 and localhost (one day; never committed). */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const openssl = requireProgram("openssl");
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    openssl,
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe" },
  );
  return { cert, key };
}

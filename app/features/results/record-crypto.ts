/**
 * How one student's result is found and read, with WebCrypto only, so the browser, the server's
 * no-JavaScript fallback and the import share this one implementation (decision 011).
 *
 * (seat number, date of birth), in canonical form, go through one salted, slow derivation
 * (PBKDF2-SHA-256) to a master secret. From it, separately (HKDF-SHA-256, two `info` labels):
 * - the record's location: a 128-bit name, its first two hex digits the folder (256 folders);
 * - the AES-GCM key that decrypts the record, bound to that location (additional data).
 * Without the seat number and the date of birth no file can be named, let alone read.
 */
// Relative, not `~/`: the import's worker threads load this file without the app's path aliases.

/** One student's result, as the import writes it and the result card reads it. */
export interface ResultRecord {
  /** Full name, as the ministry writes it. */
  name: string;
  /** Stream code from content/streams.yaml. */
  stream: string;
  /** The Tawjihi average (%), one decimal at most; absent when the student did not pass. */
  average?: number;
  /** The ministry's outcome. */
  result: "pass" | "fail";
}

/** What every lookup of one published version needs: public, served in the pointer file. */
export interface DerivationParams {
  /** The version's salt, base64url (16 random bytes). */
  salt: string;
  /** PBKDF2 iterations. */
  iterations: number;
}

const FILE_INFO = "tawjihi-results/v1/file";
const KEY_INFO = "tawjihi-results/v1/key";
const IV_BYTES = 12;
/** AES-GCM's authentication tag, appended to the ciphertext. */
const TAG_BYTES = 16;

/**
 * Every record's JSON is padded with ASCII spaces to this many bytes before it is sealed, so that
 * every file of a version has the same length and a file's size tells nothing about the name in it
 * (JSON.parse ignores the trailing spaces; older records without padding still open). The import
 * caps a name at MAX_NAME_CHARS (scripts/results/read-csv.ts), which keeps any record well within.
 */
export const PADDED_RECORD_BYTES = 512;
/**
 * The longest name the import accepts, in characters (code points): Arabic four-part names run
 * 30–60. Even at 4 bytes each (the widest UTF-8; a quote or backslash, escaped by JSON, takes 2;
 * the import refuses control characters, which JSON would write as 6) that is 400 bytes, and the
 * rest of a record takes some 70.
 */
export const MAX_NAME_CHARS = 100;
/** The length of every sealed record file: IV, padded JSON, tag. */
export const RECORD_FILE_BYTES = IV_BYTES + PADDED_RECORD_BYTES + TAG_BYTES;

const subtle = () => globalThis.crypto.subtle;
const utf8 = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** The slow step: one PBKDF2-SHA-256 over the canonical pair (the unit separator joins them). */
export async function deriveMaster(seat: string, dob: string, params: DerivationParams): Promise<CryptoKey> {
  const password = await subtle().importKey("raw", utf8.encode(`${seat}\u001f${dob}`), "PBKDF2", false, ["deriveBits"]);
  const bits = await subtle().deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: fromBase64Url(params.salt), iterations: params.iterations },
    password,
    256,
  );
  return subtle().importKey("raw", bits, "HKDF", false, ["deriveBits", "deriveKey"]);
}

/** Where a record lives under its version's folder: `ab/cdef…` (folder, then file name). */
export async function recordPath(master: CryptoKey): Promise<string> {
  const bits = await subtle().deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: utf8.encode(FILE_INFO) },
    master,
    128,
  );
  const name = hex(new Uint8Array(bits));
  return `${name.slice(0, 2)}/${name.slice(2)}`;
}

async function recordKey(master: CryptoKey, usage: KeyUsage): Promise<CryptoKey> {
  return subtle().deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: utf8.encode(KEY_INFO) },
    master,
    { name: "AES-GCM", length: 256 },
    false,
    [usage],
  );
}

/**
 * The bytes of a record's file (always RECORD_FILE_BYTES long): a random IV, then AES-GCM of the
 * JSON padded with spaces to PADDED_RECORD_BYTES, bound to its path. Throws if the JSON is longer.
 */
export async function sealRecord(master: CryptoKey, path: string, record: ResultRecord): Promise<Uint8Array> {
  const json = utf8.encode(JSON.stringify(record));
  if (json.byteLength > PADDED_RECORD_BYTES)
    throw new RangeError(
      `a record of ${json.byteLength} bytes of JSON is over the ${PADDED_RECORD_BYTES} padded bytes`,
    );
  const plain = new Uint8Array(PADDED_RECORD_BYTES).fill(0x20);
  plain.set(json);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await subtle().encrypt(
    { name: "AES-GCM", iv, additionalData: utf8.encode(path) },
    await recordKey(master, "encrypt"),
    plain,
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return out;
}

/** Reads a record's file; undefined if it does not open with this key (not this student's). */
export async function openRecord(master: CryptoKey, path: string, file: Uint8Array): Promise<ResultRecord | undefined> {
  try {
    const plain = await subtle().decrypt(
      { name: "AES-GCM", iv: file.slice(0, IV_BYTES), additionalData: utf8.encode(path) },
      await recordKey(master, "decrypt"),
      file.slice(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as ResultRecord;
  } catch {
    return undefined;
  }
}

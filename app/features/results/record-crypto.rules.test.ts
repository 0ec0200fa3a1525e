import { createHash, hkdfSync, pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  deriveMaster,
  fromBase64Url,
  MAX_NAME_CHARS,
  openRecord,
  PADDED_RECORD_BYTES,
  RECORD_FILE_BYTES,
  recordPath,
  sealRecord,
  toBase64Url,
  type ResultRecord,
} from "./record-crypto.ts";
import { calendarDate, canonicalSeat, parseIsoDate } from "./key-fields.ts";

const params = { salt: toBase64Url(Uint8Array.from({ length: 16 }, (_, i) => i)), iterations: 1000 };
const record: ResultRecord = { name: "طالب تجريبي", stream: "scientific", average: 91.4, result: "pass" };

describe("canonical input", () => {
  it.each([
    ["20271234", "20271234"],
    ["٢٠٢٧١٢٣٤", "20271234"],
    ["۲۰۲۷۱۲۳۴", "20271234"],
    [" 2027 1234 ", "20271234"],
    ["1234", undefined],
    ["12345678901", undefined],
    ["2027a234", undefined],
  ])("seat %j → %s", (raw, seat) => expect(canonicalSeat(raw)).toBe(seat));

  it.each([
    ["2009-03-14", "2009-03-14"],
    ["2009-3-4", "2009-03-04"],
    ["٢٠٠٩-٠٣-١٤", "2009-03-14"],
    ["2008-02-29", "2008-02-29"],
    ["2009-02-29", undefined],
    ["2009-13-01", undefined],
    ["14/03/2009", undefined],
  ])("date %j → %s", (raw, date) => expect(parseIsoDate(raw)).toBe(date));

  it("a date from its parts", () => {
    expect(calendarDate(2009, 4, 31)).toBeUndefined();
    expect(calendarDate(2009, 12, 31)).toBe("2009-12-31");
  });
});

describe("derivation vectors", () => {
  // The same derivation with Node's own crypto module (OpenSSL), written independently.
  const expected = (seat: string, dob: string) => {
    const master = pbkdf2Sync(`${seat}\u001f${dob}`, fromBase64Url(params.salt), params.iterations, 32, "sha256");
    const name = Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), "tawjihi-results/v1/file", 16)).toString(
      "hex",
    );
    return `${name.slice(0, 2)}/${name.slice(2)}`;
  };

  it.each([
    ["20271234", "2009-03-14", "81/8a2886b0bb6777604caca996072ad0"],
    ["20271234", "2009-03-15", "5e/ca7e2e47126f6fceeba5d4b4a681f0"],
  ])("%s + %s → %s", async (seat, dob, path) => {
    expect(await recordPath(await deriveMaster(seat, dob, params))).toBe(path);
    expect(expected(seat, dob)).toBe(path);
  });

  it("the location is 2 hex digits of folder and 30 of name", async () => {
    expect(await recordPath(await deriveMaster("55555", "2010-01-01", params))).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{30}$/);
  });

  it("the salt and the iteration count change every location", async () => {
    const base = await recordPath(await deriveMaster("20271234", "2009-03-14", params));
    const salted = { ...params, salt: toBase64Url(createHash("sha256").update("x").digest().subarray(0, 16)) };
    expect(await recordPath(await deriveMaster("20271234", "2009-03-14", salted))).not.toBe(base);
    expect(await recordPath(await deriveMaster("20271234", "2009-03-14", { ...params, iterations: 1001 }))).not.toBe(
      base,
    );
  });
});

describe("sealed records", () => {
  it("open with their own key at their own path, and with nothing else", async () => {
    const master = await deriveMaster("20271234", "2009-03-14", params);
    const path = await recordPath(master);
    const file = await sealRecord(master, path, record);
    expect(await openRecord(master, path, file)).toEqual(record);
    // Another student's key, another path (a file moved), a flipped bit: nothing.
    const other = await deriveMaster("20271234", "2009-03-15", params);
    expect(await openRecord(other, path, file)).toBeUndefined();
    expect(await openRecord(master, "00/" + path.slice(3), file)).toBeUndefined();
    const flipped = file.slice();
    flipped[20] ^= 1;
    expect(await openRecord(master, path, flipped)).toBeUndefined();
  });

  it("a record is sealed with a fresh IV each time (same input, different bytes)", async () => {
    const master = await deriveMaster("20271234", "2009-03-14", params);
    const path = await recordPath(master);
    const [a, b] = [await sealRecord(master, path, record), await sealRecord(master, path, record)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it("every file has the same length: a short name and the longest allowed give equal sizes, and both open", async () => {
    const master = await deriveMaster("20271234", "2009-03-14", params);
    const path = await recordPath(master);
    const short: ResultRecord = { name: "لين", stream: "literary", result: "fail" };
    // The longest name the import lets through, four parts of Arabic letters (two bytes each).
    const arabic = "عبد الرحمن محمد إبراهيم ".repeat(5).slice(0, MAX_NAME_CHARS);
    expect([...arabic]).toHaveLength(MAX_NAME_CHARS);
    const long: ResultRecord = { ...record, name: arabic, stream: "home-economics" };
    // The worst the import allows: every character four bytes of UTF-8.
    const widest: ResultRecord = { ...long, name: "𝕏".repeat(MAX_NAME_CHARS), average: 99.9 };
    expect(new TextEncoder().encode(JSON.stringify(widest)).byteLength).toBeLessThanOrEqual(PADDED_RECORD_BYTES);
    for (const r of [short, record, long, widest]) {
      const file = await sealRecord(master, path, r);
      expect(file.byteLength).toBe(RECORD_FILE_BYTES);
      expect(await openRecord(master, path, file)).toEqual(r);
    }
    expect(RECORD_FILE_BYTES).toBe(12 + PADDED_RECORD_BYTES + 16);
  });

  it("a record over the padded size is refused, not sealed longer", async () => {
    const master = await deriveMaster("20271234", "2009-03-14", params);
    const path = await recordPath(master);
    await expect(sealRecord(master, path, { ...record, name: "ن".repeat(PADDED_RECORD_BYTES / 2) })).rejects.toThrow(
      RangeError,
    );
  });

  it("a record sealed before the padding (its bare JSON) still opens", async () => {
    const master = await deriveMaster("20271234", "2009-03-14", params);
    const path = await recordPath(master);
    const key = await crypto.subtle.deriveKey(
      {
        name: "HKDF",
        hash: "SHA-256",
        salt: new Uint8Array(0),
        info: new TextEncoder().encode("tawjihi-results/v1/key"),
      },
      master,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt"],
    );
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(path) },
      key,
      new TextEncoder().encode(JSON.stringify(record)),
    );
    const file = new Uint8Array([...iv, ...new Uint8Array(sealed)]);
    expect(file.byteLength).toBeLessThan(RECORD_FILE_BYTES);
    expect(await openRecord(master, path, file)).toEqual(record);
  });
});

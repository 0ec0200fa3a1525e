/**
 * `key` when it is one of `record`'s own keys, else undefined. Input from a URL is checked with
 * this rather than `in`, which also accepts inherited names such as `toString` or `constructor`.
 */
export function ownKey<K extends string>(
  record: Readonly<Record<K, unknown>>,
  key: string | null | undefined,
): K | undefined {
  return key != null && Object.hasOwn(record, key) ? (key as K) : undefined;
}

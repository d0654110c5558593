/**
 * The reference number a shopper sees on /success and in the receipt, and quotes on
 * the phone. Eight characters of Crockford base32 (no I, L, O or U, so it reads aloud without
 * confusion) from random bytes: unguessable, unlike a counter that would tell lead volumes.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_LENGTH = 8;

/** `bytes` must hold at least 8 random bytes (crypto.getRandomValues). */
export function referenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < REFERENCE_LENGTH) throw new Error("referenceFromBytes needs 8 bytes");
  let out = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) out += ALPHABET[bytes[i]! % 32];
  return out;
}

export function newReference(): string {
  return referenceFromBytes(globalThis.crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH)));
}

/** Whether a string could be a reference (input from a URL is checked before any look-up). */
export function isReference(value: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${REFERENCE_LENGTH}}$`).test(value);
}

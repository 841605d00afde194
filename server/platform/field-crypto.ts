import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Encryption at rest of sensitive fields (bank account and identity-document numbers): AES-256-GCM with
 * the DATA_KEY (64 hex characters). A value is stored as `v1:<iv>:<tag>:<ciphertext>` in base64url.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** A keyed hash (HMAC-SHA256, key derived from DATA_KEY) that is the same for the same value: for unique indexes. */
  fingerprint(plain: string): string;
}

export function createFieldCipher(dataKeyHex: string): FieldCipher {
  const key = Buffer.from(dataKeyHex, "hex");
  if (key.length !== 32) throw new Error("DATA_KEY must be 32 bytes written as 64 hexadecimal characters");
  const fingerprintKey = createHmac("sha256", key).update("field fingerprint v1").digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [
        "v1",
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        body.toString("base64url"),
      ].join(":");
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split(":");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not an encrypted field value");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
    fingerprint(plain) {
      return createHmac("sha256", fingerprintKey).update(plain, "utf8").digest("base64url");
    },
  };
}

/** "XXXXXX1234": all but the last four characters hidden. */
export function maskNumber(value: string): string {
  const visible = value.slice(-4);
  return `${"X".repeat(Math.max(0, value.length - 4))}${visible}`;
}

/** The parts of `http_ece` (RFC 8188 / RFC 8291) the push service fake uses to read what a browser would decrypt. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string },
  ): Buffer;
}

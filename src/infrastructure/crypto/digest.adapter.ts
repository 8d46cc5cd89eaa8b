import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import sm3 from 'sm-crypto/src/sm3/index.js';
import type { Digest } from '../../application/ports/digest.port';
import type { SignAlgorithm } from '../../domain/signature/sign-settings';

/** Standard Base64 with '=' padding (btoa exists in browsers and in Node 16+). */
const base64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

type Hash = typeof md5;
const HMACS: Record<Exclude<SignAlgorithm, 'md5-salt' | 'sm3-salt'>, Hash> = {
  HMacMD5: md5,
  'hmac-sha1': sha1,
  HMacSHA256: sha256,
  HMacSHA512: sha512,
};

/**
 * The gateway's digests with well-kept libraries: @noble/hashes (MD5, SHA-1, SHA-2, HMAC) and sm-crypto's SM3.
 * Strings are encoded to UTF-8 here, once: sm-crypto is handed bytes, never its own string encoder.
 */
export const nobleDigest: Digest = {
  sign(algorithm, secret, content) {
    const message = utf8ToBytes(content);
    switch (algorithm) {
      case 'md5-salt':
        return bytesToHex(md5(message));
      case 'sm3-salt':
        return sm3(message).toLowerCase();
      default:
        return base64(hmac(HMACS[algorithm], utf8ToBytes(secret), message));
    }
  },
};

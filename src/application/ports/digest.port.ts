import type { SignAlgorithm } from '../../domain/signature/sign-settings';

/**
 * Computes a request signature (signature.md "Algorithms"): md5-salt and sm3-salt give lower-case hex of the
 * content; the HMAC ones give standard Base64 (with padding) of HMAC(key = secret, message = content). Secret and
 * content are UTF-8. Synchronous: the hashing libraries are.
 */
export interface Digest {
  sign(algorithm: SignAlgorithm, secret: string, content: string): string;
}

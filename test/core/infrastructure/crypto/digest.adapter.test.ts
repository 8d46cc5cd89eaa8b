import { describe, expect, it } from 'vitest';
import type { SignAlgorithm } from '../../../../src/domain/signature/sign-settings';
import { nobleDigest } from '../../../../src/infrastructure/crypto/digest.adapter';

/*
 * Every vector below was computed independently with OpenSSL 3.0 on the dev machine, the content written to a file
 * with `printf '%s' "$content" > c` (UTF-8), then:
 *   md5-salt   openssl dgst -md5 -r c
 *   sm3-salt   openssl dgst -sm3 -r c
 *   HMacMD5    openssl dgst -md5    -hmac "$secret" -binary c | base64 -w0
 *   hmac-sha1  openssl dgst -sha1   -hmac "$secret" -binary c | base64 -w0
 *   HMacSHA256 openssl dgst -sha256 -hmac "$secret" -binary c | base64 -w0
 *   HMacSHA512 openssl dgst -sha512 -hmac "$secret" -binary c | base64 -w0
 */
const SECRET = 'secret456';

/** signature.md's worked example. */
const WORKED =
  'secret456access_tokentoken789app_keyappkey123method/ecap/v1/orders/createparam_json[{"orderId":"A1","weight":1.5}]timestamp2026-01-02 03:04:05v2.0secret456';
/** A non-ASCII body: Chinese key and value, an emoji, an escaped quote and backslash, a dollar sign. */
const NON_ASCII =
  'secret456access_tokentoken789app_keyappkey123method/ecap/v1/orders/createparam_json{"收件人":"张三 😀","note":"a\\"b\\\\c $x"}timestamp2026-01-02 03:04:05v2.0secret456';
/** A partner app: the access_token label with an empty value. */
const PARTNER =
  'secret456access_tokenapp_keyappkey123method/ecap/v1/orders/createparam_json[{"orderId":"A1","weight":1.5}]timestamp2026-01-02 03:04:05v2.0secret456';

const VECTORS: Record<string, { content: string; signs: Record<SignAlgorithm, string> }> = {
  'the worked example': {
    content: WORKED,
    signs: {
      'md5-salt': '326c9ebb5f3b825318bdb921ca9ccc6b',
      'sm3-salt': 'b9e1ed20f7a124449305f30228e318843e88b08eff253470ba56c5593885fb1b',
      HMacMD5: '2p/ctqxLKA5nvnOJL8BlEw==',
      'hmac-sha1': 'TuxfWQy9jhgRU+YymJ5duwsnzVg=',
      HMacSHA256: 'wqXm0E2vMh7b4mUarh3b3qUWHei3MPs3HiZX5Qebibk=',
      HMacSHA512: 'Hoh9E2xJpjCNB4CT3Qynyn+a7O3bI28BTpjRM+7mBY5Z8GFa6NrYEtjrpq99GiNMEPBRmiN3oW4Iz0ZshMu9Tg==',
    },
  },
  'a non-ASCII body': {
    content: NON_ASCII,
    signs: {
      'md5-salt': 'c6975d109f44f6438df7ccf0978d4803',
      'sm3-salt': 'ba887e99ee3a6132bc8fa7bd976b369514993461e03302abeb44bff5cec49e73',
      HMacMD5: 'on9nfcrhhotShgSSCGdY1A==',
      'hmac-sha1': 'vIo7or1ckCO6G9QRjMRY+7nE+k8=',
      HMacSHA256: 'JK0WRxwmbNHgLeGwXoWIsmOVQbC9/X0axluKKVCotQs=',
      HMacSHA512: 'VGYxX0b6QYz8fczd5Rp5QAzEF10gbVSXfP+MLZvJfiXLWFyRZv//zgE/+u3h3UAzj7OMTXbcJSU+y7IwFMDUNw==',
    },
  },
  'a partner app': {
    content: PARTNER,
    signs: {
      'md5-salt': '5864add2eff04876032b4e04d0c10abf',
      'sm3-salt': '7035bf6cf3baeb6f2e748e204a2c710385728ed07cea3d6e5b6f5d036effa13e',
      HMacMD5: 'BHleUgYRTZMm/TXjIjgoJw==',
      'hmac-sha1': 'hSsNDX4O2YeafmyCShFpBxyAVBk=',
      HMacSHA256: 'qhzbacvLOP7OXTGxS6KKhYm0Ky7vxEiujbvOIbuRmOY=',
      HMacSHA512: 'Ku7CmUJkfW+YwBzCDYqAr5fxpL0zg5W4a5vbn6Nqo6CpBYCSpF3DEro1kcGU7XKn1amgF1JtoavZCdR7RVoHkw==',
    },
  },
};

describe('nobleDigest', () => {
  for (const [name, { content, signs }] of Object.entries(VECTORS)) {
    describe(name, () => {
      it.each(Object.entries(signs))('%s matches openssl', (algorithm, expected) => {
        expect(nobleDigest.sign(algorithm as SignAlgorithm, SECRET, content)).toBe(expected);
      });
    });
  }

  it('keys the HMAC with the secret as UTF-8', () => {
    // printf '%s' hello > c4; openssl dgst -sha256 -hmac '密钥🔑' -binary c4 | base64 -w0   (and -md5)
    expect(nobleDigest.sign('HMacSHA256', '密钥🔑', 'hello')).toBe('EkcZ2sSyLw5OOEvLNHtdVKQafBYU5EJ5MN5Aj7eOx9A=');
    expect(nobleDigest.sign('HMacMD5', '密钥🔑', 'hello')).toBe('yhz5XfGjy2PAqWaNIVvGsw==');
  });

  it('encodes characters beyond plane 1 correctly for SM3 and MD5 (U+E0041, 4 UTF-8 bytes)', () => {
    // printf 'x\xf3\xa0\x81\x81y' > c5; openssl dgst -sm3 -r c5; openssl dgst -md5 -r c5
    expect(nobleDigest.sign('sm3-salt', SECRET, 'x\u{E0041}y')).toBe('871ad13ad2ede666a8d9216f4d2f313d063bd4e186c3f1ff3ea5a004261721a5');
    expect(nobleDigest.sign('md5-salt', SECRET, 'x\u{E0041}y')).toBe('5e3e97fe46a2f0e2ef2b148f9dbc25ee');
  });

  it('does not use the secret for the salted hashes beyond the content (the content carries it)', () => {
    expect(nobleDigest.sign('md5-salt', 'other', WORKED)).toBe('326c9ebb5f3b825318bdb921ca9ccc6b');
  });
});

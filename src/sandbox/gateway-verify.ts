/**
 * The sandbox's stand-in for the open platform gateway's checks (shared/spec/signature.md): it recomputes the sign
 * with the portal's own rule (the domain's string to sign and the digest adapter the signature tool uses), so the
 * sandbox and the tool cannot disagree. Pure: the apps and the clock are passed in. Used by testUnitApi today, and
 * written for a future `/__sandbox/gateway` endpoint that would receive signed calls directly.
 */
import { nobleDigest } from '../infrastructure/crypto/digest.adapter.ts';
import { algorithmOfParam, SIGN_VERSION, stringToSign } from '../domain/signature/signature.ts';
import type { SignAlgorithm } from '../domain/signature/sign-settings.ts';
import { isStale, isTimestampFormat } from '../domain/signature/timestamp.ts';

/** An app the gateway knows: its key, its secret and whether it signs as a partner (no access_token). */
export interface GatewayApp {
  readonly appKey: string;
  readonly appSecret: string;
  readonly partner: boolean;
}

/** A signed call as the gateway receives it: the query parameters (URL-decoded) and the exact body. */
export interface GatewayCall {
  readonly appKey: string;
  /** Absent or '' for partner apps. */
  readonly accessToken?: string;
  /** The API path. */
  readonly method: string;
  readonly paramJson: string;
  /** yyyy-MM-dd HH:mm:ss, GMT+8. */
  readonly timestamp: string;
  readonly version: string;
  readonly sign: string;
  /** The `algorithm` query value (HMacSHA1, md5-salt …). */
  readonly algorithm: string;
}

/**
 * 'appKey': no such app; 'timestamp': missing, malformed or more than 6 minutes from the gateway's clock;
 * 'version': not 2.0; 'algorithm': not one the gateway knows; 'sign': the sign does not match the app's secret.
 */
export type GatewayRefusal = 'appKey' | 'timestamp' | 'version' | 'algorithm' | 'sign';
export type GatewayVerdict<App extends GatewayApp = GatewayApp> = { readonly ok: true; readonly app: App } | { readonly ok: false; readonly refusal: GatewayRefusal };

/** The sign the gateway expects for a call, with the app's own secret. */
export const expectedSign = (call: GatewayCall, algorithm: SignAlgorithm, appSecret: string): string =>
  nobleDigest.sign(
    algorithm,
    appSecret,
    stringToSign({
      ...(call.accessToken ? { accessToken: call.accessToken } : {}),
      appKey: call.appKey,
      appSecret,
      method: call.method,
      paramJson: call.paramJson,
      timestamp: call.timestamp,
      version: SIGN_VERSION,
      algorithm,
    }),
  );

/** The gateway's checks, in its order: the app key, the clock, the protocol version, the algorithm, then the sign. */
export const verifyGatewayCall = <App extends GatewayApp>(call: GatewayCall, apps: readonly App[], now: Date): GatewayVerdict<App> => {
  const app = apps.find((candidate) => candidate.appKey === call.appKey);
  if (!app) return { ok: false, refusal: 'appKey' };
  if (!isTimestampFormat(call.timestamp) || isStale(call.timestamp, now)) return { ok: false, refusal: 'timestamp' };
  if (call.version !== SIGN_VERSION) return { ok: false, refusal: 'version' };
  const algorithm = algorithmOfParam(call.algorithm);
  if (!algorithm) return { ok: false, refusal: 'algorithm' };
  // Hex digests are compared case-insensitively (the gateway accepts upper-case hex); Base64 exactly.
  const expected = expectedSign(call, algorithm, app.appSecret);
  const matches = algorithm === 'md5-salt' || algorithm === 'sm3-salt' ? expected === call.sign.toLowerCase() : expected === call.sign;
  return matches ? { ok: true, app } : { ok: false, refusal: 'sign' };
};

/**
 * The gateway's error bodies (our model of the real gateway's: a string code and a bilingual message; see
 * docs/sandbox.md). HTTP 200 with this JSON, as the gateway answers.
 */
export const GATEWAY_REFUSALS: Readonly<Record<GatewayRefusal, { readonly code: string; readonly message: string }>> = {
  sign: { code: '1000', message: 'sign 验证失败 / invalid sign' },
  appKey: { code: '1001', message: 'app_key 不存在 / invalid app_key' },
  timestamp: { code: '1002', message: 'timestamp 与网关时间相差超过 6 分钟 / timestamp is more than 6 minutes from the gateway clock' },
  version: { code: '1003', message: 'v 只支持 2.0 / unsupported protocol version' },
  algorithm: { code: '1004', message: 'algorithm 不支持 / unsupported algorithm' },
};

/** The body the gateway answers for a refused call, as the text testUnitApi passes on. */
export const refusalBody = (refusal: GatewayRefusal): string => JSON.stringify(GATEWAY_REFUSALS[refusal], null, 2);

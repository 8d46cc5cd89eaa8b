import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import {
  collectParameters,
  maskSecret,
  signedUrl,
  signParameters,
  stringToSign,
  type SignInput,
  type SignParam,
  type SignParamKey,
} from '../../domain/signature/signature';
import {
  hasErrors,
  signInputOf,
  validateSignForm,
  type SignFormCheck,
  type SignFormValues,
} from '../../domain/signature/validate-sign-form';
import type { Digest } from '../ports/digest.port';

/** The five steps the signature tool shows (signature.md). */
export interface SignResult {
  readonly input: SignInput;
  /** Step 1: the parameters as collected. */
  readonly params: readonly SignParam[];
  /** Step 2: the keys sorted. */
  readonly sortedKeys: readonly SignParamKey[];
  /** Step 3: the exact string signed, and the same with the secret masked for display. */
  readonly content: string;
  readonly maskedContent: string;
  /** Step 4. */
  readonly sign: string;
  /** Step 5: the signed URL, ready to copy. */
  readonly url: string;
  /** Non-blocking warnings of the form (clockSkew). */
  readonly warnings: SignFormCheck['warnings'];
}

/** The form did not pass: the field → error code map, with the warnings and the compacted-body offers. */
export type SignRequestError = { readonly kind: 'Invalid' } & SignFormCheck;

/** Signs already-valid values (the API test console's path): the five steps. */
export const signInput = (digest: Digest, input: SignInput): Omit<SignResult, 'warnings'> => {
  const content = stringToSign(input);
  const sign = digest.sign(input.algorithm, input.appSecret, content);
  return {
    input,
    params: collectParameters(input),
    sortedKeys: signParameters(input).map(({ key }) => key),
    content,
    maskedContent: maskSecret(content, input.appSecret),
    sign,
    url: signedUrl(input, sign),
  };
};

/**
 * The signature tool: validates the form (either mode) at `now`, then signs. Nothing leaves the browser and nothing
 * is stored: the digest is local.
 */
export type SignRequest = (values: SignFormValues) => E.Either<SignRequestError, SignResult>;

/** `gatewayBaseUrl`: the deployment's gateway, signed for when the form names none (DEFAULT_GATEWAY_BASE_URL if absent). */
export const makeSignRequest =
  ({ digest, now = () => new Date(), gatewayBaseUrl }: { digest: Digest; now?: () => Date; gatewayBaseUrl?: string }): SignRequest =>
  (values) => {
    const check = validateSignForm(values, now());
    if (hasErrors(check)) return E.left({ kind: 'Invalid', ...check });
    return pipe(
      signInputOf(values),
      E.mapLeft((): SignRequestError => ({ kind: 'Invalid', ...check, errors: { url: 'invalidUrl' } })),
      E.map((input) => (input.baseUrl || !gatewayBaseUrl ? input : { ...input, baseUrl: gatewayBaseUrl })),
      E.map((input) => ({ ...signInput(digest, input), warnings: check.warnings })),
    );
  };

import * as E from 'fp-ts/Either';
import type { z } from 'zod/mini';
import {
  EXTERNAL_NOT_LOGIN_CODE,
  NOT_LOGIN_CODE,
  SUCCESS_CODE,
  type AppError,
} from '../../application/errors/app-error';
import { envelopeDto, type EnvelopeDto } from '../dto/envelope.dto';

export const NOT_LOGIN_ERROR = 'NotLogin';
const MAX_LISTED_ISSUES = 5;

/** A zod failure as one readable line: `path: message; ...`. */
export const summarizeIssues = (issues: readonly z.core.$ZodIssue[]): string => {
  const listed = issues
    .slice(0, MAX_LISTED_ISSUES)
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`);
  const more = issues.length - listed.length;
  return more > 0 ? `${listed.join('; ')}; and ${more} more` : listed.join('; ');
};

type EnvelopeReading = E.Either<string, EnvelopeDto>;

const readEnvelope = (text: string): EnvelopeReading => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return E.left('response body is not JSON');
  }
  const parsed = envelopeDto.safeParse(json);
  return parsed.success ? E.right(parsed.data) : E.left(`envelope: ${summarizeIssues(parsed.error.issues)}`);
};

const isNotLogin = (envelope: EnvelopeDto): boolean =>
  envelope.error === NOT_LOGIN_ERROR && (envelope.code === NOT_LOGIN_CODE || envelope.code === EXTERNAL_NOT_LOGIN_CODE);

/** A non-success envelope: NotLogin (999999 or 401 with error NotLogin), else Business with the server's text. */
const envelopeFailure = (envelope: EnvelopeDto): AppError => {
  const message = envelope.message ?? envelope.msg ?? undefined;
  if (isNotLogin(envelope)) return { kind: 'NotLogin', code: envelope.code, message };
  return envelope.zh_desc
    ? { kind: 'Business', code: envelope.code, message, zhDesc: envelope.zh_desc }
    : { kind: 'Business', code: envelope.code, message };
};

/** HTTP 401/520 whose body says NotLogin: the login is gone (999999 kept, otherwise the external 401). */
const notLoginStatus = (envelope: EnvelopeDto): AppError => ({
  kind: 'NotLogin',
  code: envelope.code === NOT_LOGIN_CODE ? NOT_LOGIN_CODE : EXTERNAL_NOT_LOGIN_CODE,
  message: envelope.message ?? envelope.msg ?? undefined,
});

const isOk = (status: number): boolean => status >= 200 && status < 300;

/** Turns one lcp-rest answer (status and body text) into the call's data or its AppError (spec §7, §8). */
export const readLcpRestResponse = <S extends z.ZodMiniType>(
  answer: { readonly status: number; readonly text: string },
  schema: S,
  endpoint: string,
): E.Either<AppError, z.output<S>> => {
  const envelope = readEnvelope(answer.text);
  const { status } = answer;
  if (status === 401 || status === 520) {
    return E.left(
      E.isRight(envelope) && envelope.right.error === NOT_LOGIN_ERROR
        ? notLoginStatus(envelope.right)
        : { kind: 'Http', status },
    );
  }
  if (!isOk(status)) {
    return E.left(
      E.isRight(envelope) && envelope.right.code !== SUCCESS_CODE ? envelopeFailure(envelope.right) : { kind: 'Http', status },
    );
  }
  if (E.isLeft(envelope)) return E.left({ kind: 'Contract', endpoint, issues: envelope.left });
  if (envelope.right.code !== SUCCESS_CODE) return E.left(envelopeFailure(envelope.right));
  const data = schema.safeParse(envelope.right.data);
  return data.success
    ? E.right(data.data)
    : E.left({ kind: 'Contract', endpoint, issues: summarizeIssues(data.error.issues) });
};

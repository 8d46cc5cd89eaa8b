import type { TaskEither } from 'fp-ts/TaskEither';
import type { AppError } from '../errors/app-error';

/** A FAQ problem matching a question (a row of /search/question; `code` is the problem code). */
export interface FaqCandidate {
  readonly code: string;
  readonly title: string;
  readonly snippet?: string;
}

export interface FaqSearchPage {
  readonly total: number;
  readonly rows: readonly FaqCandidate[];
}

/** What the FAQ robot shows of a chosen problem (mapped from the work-order port's problem detail). */
export interface FaqProblem {
  readonly title: string;
  /** HTML from the server: sanitized before it reaches the DOM. */
  readonly content: string;
}

export interface FaqPort {
  /** GET /search/question?q&from&size (silent). A problem's detail is WorkOrderPort.problem (one adapter per endpoint). */
  searchQuestions(q: string, from: number, size: number): TaskEither<AppError, FaqSearchPage>;
}

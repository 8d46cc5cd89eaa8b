import type { TaskEither } from 'fp-ts/TaskEither';
import type { BizUnitClassification, SolutionType } from '../../domain/biz-unit/biz-unit';
import type { AppError } from '../errors/app-error';

export interface BizUnitPort {
  /** POST /bizunit/findClassifiedBizUnitList, optionally for one solution type. */
  findClassified(solutionType?: SolutionType): TaskEither<AppError, readonly BizUnitClassification[]>;
}

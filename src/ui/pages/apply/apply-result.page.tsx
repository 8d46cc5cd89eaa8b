// Placeholder until this page lands (issue #7): the routes are wired already.
export { UpcomingPage as InternalApplyResultPage } from '../upcoming.page';
export { UpcomingPage as ExternalApplyResultPage } from '../upcoming.page';

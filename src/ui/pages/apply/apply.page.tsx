// Placeholder until this page lands (issue #7): the routes are wired already.
export { UpcomingPage as InternalApplyPage } from '../upcoming.page';
export { UpcomingPage as ExternalApplyPage } from '../upcoming.page';

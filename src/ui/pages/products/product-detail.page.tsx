// Placeholder until this page lands (issue #7): the routes are wired already.
export { UpcomingPage as ProductDetailPage } from '../upcoming.page';
export { UpcomingPage as SolveDetailPage } from '../upcoming.page';

// Placeholder until this page lands (issue #7): the routes are wired already.
export { UpcomingPage as SolutionPage } from '../upcoming.page';

// Which recruiting application a call means: the rule of all postings' applications
// (jobs/application-id.ts), with the recruiting flow's specification posting.
export { DEFAULT_RECRUITING_SLUG, otherApplicationIdsSpan, recruitingApplicationId } from '../jobs/application-id';

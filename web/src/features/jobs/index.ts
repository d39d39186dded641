// What other features may use of the jobs: one posting, read as the public pages read it.
export { useJob, type PublicJob } from './api/jobs-api';
export { JobTitle } from './components/JobTitle';
export { JobDetail } from './components/JobDetailPage';

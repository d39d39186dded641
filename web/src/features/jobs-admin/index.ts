// What other features may use of the job postings' admin: the postings' titles by slug (the
// admin screens' posting column and filter).
export { useJobTitles } from './api/job-titles';

// What other features may use of the recruiting admin: the postings' titles by slug (the
// screening admin's posting column, issue 33).
export { usePostingTitles } from './api/positions-api';

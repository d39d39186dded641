// What other features may use of the recruiting admin: the postings' titles by slug (the
// screening admin's posting column).
export { usePostingTitles } from './api/positions-api';

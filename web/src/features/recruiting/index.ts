// What other features may use of the recruiting application.
export { useCandidateStanding, useCandidateStandings } from './api/recruiting-api';

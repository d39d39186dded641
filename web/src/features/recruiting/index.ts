// What other features may use of the recruiting application.
export { useCandidateStanding, type StandingState } from './api/recruiting-api';

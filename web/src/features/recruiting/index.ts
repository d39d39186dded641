// What other features may use of the recruiting application.
export {
  useCandidateStanding,
  useCandidateStandings,
  type StandingState,
  type StandingsState,
} from './api/recruiting-api';

// What other features may use of the screening questionnaire: the candidate's screening
// applications across postings (issue 33), for /profile and /application.
export { MyScreeningApplications } from './components/MyScreeningApplications';

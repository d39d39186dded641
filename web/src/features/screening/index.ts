// What other features may use of the screening questionnaire: the candidate's screening
// applications across postings, for /profile and /application.
export { MyScreeningApplications } from './components/MyScreeningApplications';

// What the app may use of the interviewer's screens: their paths and the header's link. Not here,
// so that the header (on every page) carries none of their code: the guard and the screens, lazy
// route chunks the router loads by path.
export { HIRING_NAV_LABEL, TEAM_NAV_LABEL, TEAM_ROUTES } from './routes';

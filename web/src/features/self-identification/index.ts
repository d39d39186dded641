// What other features may use of the voluntary self-identification: the survey, shown once an
// application is submitted (its own collapsible section; a consumer may load it with React.lazy).
export { SelfIdentificationSurvey } from './SelfIdentificationSurvey';

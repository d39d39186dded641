// The full-stack screening application and its admin view: sections, form and schema, statuses, assessment result,
// the check of a model's answer, the stored documents, the draft, the server-rendered page's data, paths. (The built-in rubric assessor runs only
// in the functions: functions/src/rubric/.)
export * from './accountability';
export * from './accountability-schemas';
export * from './admin';
export * from './admin-schemas';
export * from './assessment';
export * from './assessment-validation';
export * from './draft';
export * from './form';
export * from './form-fields';
export * from './form-required';
export * from './form-schema';
export * from './model';
export * from './model-evidence';
export * from './model-review';
export * from './page';
export * from './paths';
export * from './queries';
export * from './sections';
export * from './statuses';
export * from './stored-fields';
export * from './postings';

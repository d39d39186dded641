// The full-stack screening application: sections, form and schema, statuses, assessment result,
// and the built-in rubric assessor.
export * from './assessment';
export * from './form';
export * from './rubric';
export * from './sections';
export * from './statuses';

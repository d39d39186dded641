// Test-data factories: one set for unit, rules, function and end-to-end tests and the demo seed.
export * from './accounts';
export * from './applications';
export * from './jobs';
export * from './model-answers';
export * from './offers';
export * from './pipeline';
export * from './screening';
export * from './screening-adversarial';
export * from './screening-genuine';
export * from './screening-applications';
export * from './screening-pipeline';
export * from './users';

// The in-process fuzz layer, half B of the endpoints (validation-suite.ts).
import { ENDPOINTS } from './endpoints';
import { describeValidation } from './validation-suite';

describeValidation(ENDPOINTS.filter((_, i) => i % 2 === 1));

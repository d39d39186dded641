// After the rules tests: saves the emulator's rule-coverage report (which expressions ran,
// and how they evaluated) to reports/firestore-rules-coverage.html. Not when RULES_FILE names
// other rules (a mutant of scripts/rules-mutants.mjs): the report is of firestore.rules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { RULES_PROJECT_ID } from './harness';

export default function setup() {
  if (process.env.RULES_FILE) return undefined;
  return async function teardown() {
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
    const response = await fetch(`http://${host}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`);
    if (!response.ok) throw new Error(`rule coverage report: HTTP ${response.status}`);
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/firestore-rules-coverage.html', await response.text());
    console.log('Rule coverage report: reports/firestore-rules-coverage.html');
  };
}

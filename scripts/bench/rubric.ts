// `npx tsx scripts/bench/rubric.ts`: how long the built-in rubric takes per application, without
// Firebase: the median of 25 runs (after a warm-up) of each demo form and each form of the
// adversarial corpus, then the median of those. Prints figures; asserts nothing.
import { SCREENING_CORPUS, SCREENING_DEMO_CANDIDATES } from '@careers/domain/testing';
import { assessWithRubric } from '../../functions/src/rubric/rubric';

const RUNS = Number(process.env.BENCH_RUBRIC_RUNS ?? 25);
const forms = [
  ...SCREENING_DEMO_CANDIDATES.map((candidate) => ({ name: candidate.key, form: candidate.form })),
  ...SCREENING_CORPUS.map((entry) => ({ name: entry.kind, form: entry.form })),
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const medians: number[] = [];
for (const { name, form } of forms) {
  assessWithRubric(form);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    assessWithRubric(form);
    times.push(performance.now() - started);
  }
  medians.push(median(times));
  console.log(`  ${name.padEnd(22)} ${median(times).toFixed(2).padStart(7)} ms`);
}
console.log(
  `median over ${forms.length} forms: ${median(medians).toFixed(2)} ms, slowest ${Math.max(...medians).toFixed(2)} ms`,
);

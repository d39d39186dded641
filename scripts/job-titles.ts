// Checks the postings' title index (jobTitles/current, the admin screens' posting names and
// filters) against the postings, and writes it anew.
//
//   npm run job-titles                                 # check the running emulators
//   npm run job-titles -- --repair                     # write the index from every posting, then check
//   npm run job-titles -- --repair --project my-prod   # a real project (Application Default Credentials)
//
// The functions keep the index with every change of a posting; a project whose postings were
// written before it existed runs the repair once. Exits 1 on a difference.
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';

const { values } = parseArgs({ options: { project: { type: 'string' }, repair: { type: 'boolean' } } });
targetProject(values.project);

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { checkJobTitles, repairJobTitles } = await import('../functions/src/decisions/jobs/titles');

if (values.repair) await repairJobTitles();
const differences = await checkJobTitles();
for (const { slug, stored, expected } of differences) {
  console.log(
    `  DIFF ${slug}: index ${stored ? `${stored.title} (${stored.flow})` : 'none'}, posting ${expected ? `${expected.title} (${expected.flow})` : 'none'}`,
  );
}
console.log(
  differences.length === 0
    ? 'The title index equals the postings.'
    : `${differences.length} postings differ: run with --repair.`,
);
process.exit(differences.length === 0 ? 0 : 1);

// Checks that every hired application has an open or accepted offer, and repairs those that do not.
//
//   npm run offers                                 # check the running emulators
//   npm run offers -- --repair                     # make or reopen what a lost hire trigger left out, then check
//   npm run offers -- --repair --project my-prod   # a real project (Application Default Credentials)
//
// A hired application without an offer gets one; one whose offer was withdrawn before it was hired
// again gets the offer reopened as its next version (what the hire trigger does). A declined offer,
// or one an admin withdrew after the hire, is listed for an admin and left alone. Exits 1 while
// something needs repair.
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';

const { values } = parseArgs({
  options: { project: { type: 'string' }, repair: { type: 'boolean' }, check: { type: 'boolean' } },
});
targetProject(values.project);

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { checkHiredOffers, repairHiredOffers } = await import('../functions/src/decisions/offers/repair');

let findings = await checkHiredOffers();
if (values.repair) {
  for (const { applicationId, result } of await repairHiredOffers(findings)) {
    console.log(`  repaired ${applicationId}: ${result}`);
  }
  findings = await checkHiredOffers();
}
for (const finding of findings) {
  const state = finding.offerStatus ?? 'no offer';
  if (finding.needed) console.log(`  NEEDS ${finding.needed.padEnd(6)} ${finding.applicationId} (${state})`);
  else if (finding.attention) console.log(`  note        ${finding.applicationId} (${state}): ${finding.attention}`);
}
const broken = findings.filter((finding) => finding.needed).length;
console.log(
  broken === 0
    ? `All ${findings.length} hired applications have their offer.`
    : `${broken} of ${findings.length} hired applications need their offer made or reopened: run with --repair.`,
);
process.exit(broken === 0 ? 0 : 1);

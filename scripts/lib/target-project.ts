// Which Firebase project an operations script (admin, erase, tallies, offers, retention,
// assessments:sweep) works on: a real one named by --project (Application Default Credentials), else
// the running emulators. Call it before the Admin SDK loads: it reads the environment at initialisation.
import { EMULATOR_PSEUDONYM_KEY } from '../../tests/support/secrets';
import { PORTS, PROJECT_ID } from './emulator-env.mjs';

/**
 * Points the Admin SDK at `project`, or at the emulators without one; answers what to print as the
 * target. The functions' secret PSEUDONYM_KEY (the erase's pseudonyms, the identities of admin
 * grants): on the emulators functions/.secret.local's; for a real project it must be in the
 * environment (`PSEUDONYM_KEY=$(gcloud secrets versions access latest --secret PSEUDONYM_KEY)`).
 */
export function targetProject(project: string | undefined): string {
  process.env.GCLOUD_PROJECT = project ?? PROJECT_ID;
  if (project) return project;
  process.env.PSEUDONYM_KEY ??= EMULATOR_PSEUDONYM_KEY;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${PORTS.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
  return 'the emulators';
}

// Which Firebase project an operations script (admin, erase, tallies, offers, retention,
// assessments:sweep) works on: a real one named by --project (Application Default Credentials), else
// the running emulators. Call it before the Admin SDK loads: it reads the environment at initialisation.
import { PORTS, PROJECT_ID } from './emulator-env.mjs';

/** Points the Admin SDK at `project`, or at the emulators without one; answers what to print as the target. */
export function targetProject(project: string | undefined): string {
  process.env.GCLOUD_PROJECT = project ?? PROJECT_ID;
  if (project) return project;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${PORTS.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
  return 'the emulators';
}

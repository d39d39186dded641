// How fast this machine runs the test suite today, against the machine its wall-clock limits were
// set on: `npm test` measures it once, before its stages, and hands it to them as TEST_PACE
// (tests/support/pace.ts scales every limit by it). Machines of this kind differ by 2x and more on
// the suite, and a shared one is sometimes busy with others' work: a limit set on a quick, quiet
// machine must stretch on a slow or loaded one, or a test fails for the machine's pace alone.
//
// Two probes of the work the suite does, each against its time on the reference machine:
//   - cpu: the same loop on every core at once (a core taken by another process slows it);
//   - emulator: 60 writes and reads of one document through the Firestore emulator's REST API
//     (its JVM, the disk and the loopback: what every emulator-backed test waits on).
// The pace is the slower ratio, never below 1: a quicker machine keeps the reference limits.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The probes' times on the reference machine (2 cores, quiet; the emulator probe right after its start), in ms. */
export const REFERENCE_MS = { cpu: 520, emulator: 550 };

const LOOP = 'let s = 0; for (let i = 0; i < 4e8; i += 1) s += i % 7; if (s < 0) console.log(s);';

/** The loop on every core at once: ms until the last one ends. */
async function cpuProbe() {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: availableParallelism() },
      () =>
        new Promise((resolve, reject) => {
          const child = spawn(process.execPath, ['-e', LOOP], { stdio: 'ignore' });
          child.on('error', reject);
          child.on('exit', resolve);
        }),
    ),
  );
  return performance.now() - started;
}

/** 60 writes and reads of a document of a throwaway project through the Firestore emulator: ms. */
async function emulatorProbe(host) {
  const base = `http://${host}/v1/projects/demo-pace/databases/(default)/documents/pace`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  const once = async (i) => {
    const body = JSON.stringify({
      fields: { i: { integerValue: String(i) }, text: { stringValue: 'x'.repeat(2000) } },
    });
    const written = await fetch(`${base}/probe-${i % 5}`, { method: 'PATCH', headers, body });
    if (!written.ok) throw new Error(`the emulator answered ${written.status}`);
    await (await fetch(`${base}/probe-${i % 5}`, { headers })).json();
  };
  for (let i = 0; i < 10; i += 1) await once(i); // the JVM warms up
  const started = performance.now();
  for (let i = 0; i < 60; i += 1) await once(i);
  const ms = performance.now() - started;
  await fetch(`http://${host}/emulator/v1/projects/demo-pace/databases/(default)/documents`, { method: 'DELETE' });
  return ms;
}

/**
 * The pace of this machine now (>= 1) and each probe's time. Without a Firestore emulator
 * (FIRESTORE_EMULATOR_HOST unset) only the cpu probe counts.
 */
export async function measurePace() {
  const cpu = await cpuProbe();
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const emulator = host ? await emulatorProbe(host) : null;
  const ratios = [cpu / REFERENCE_MS.cpu, ...(emulator === null ? [] : [emulator / REFERENCE_MS.emulator])];
  return { pace: Math.max(1, ...ratios), cpu, emulator };
}

// `node scripts/lib/pace.mjs` prints the probes (inside the emulators, both): how the reference was taken.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { pace, cpu, emulator } = await measurePace();
  console.log(
    `pace ${pace.toFixed(2)} (cpu ${Math.round(cpu)} ms, emulator ${emulator === null ? '-' : Math.round(emulator)} ms)`,
  );
}

// The functions emulator's worker processes, read from outside through /proc (Linux): the emulator
// runs each function's code in child processes (firebase-tools' functionsEmulatorRuntime), one
// per concurrent request, each told its function by FUNCTION_TARGET.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface WorkerMemory {
  pid: number;
  /** Resident memory now (VmRSS), in bytes. */
  resident: number;
  /** The most it has been resident since it started (VmHWM), in bytes. */
  peak: number;
}

/** Whether this machine lets the tests read other processes' memory (/proc). */
export const canReadWorkers = existsSync('/proc/self/status');

const kibibytes = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);

/** The emulator's workers that serve `target` (a function's export name), with their memory. */
export function emulatorWorkers(target: string): WorkerMemory[] {
  const workers: WorkerMemory[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) continue;
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environment.includes(`FUNCTION_TARGET=${target}`)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      workers.push({
        pid: Number(pid),
        resident: kibibytes(status, 'VmRSS') * 1024,
        peak: kibibytes(status, 'VmHWM') * 1024,
      });
    } catch {
      // gone meanwhile, or another user's
    }
  }
  return workers;
}

/**
 * Resets a worker's peak (VmHWM) to what it holds now (Linux 4.0+: "5" to /proc/<pid>/clear_refs,
 * which its owner may write), so a later peak tells only what came after.
 */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

// One emulator suite per machine: the ports of firebase.json are fixed, so a second run
// (another checkout, a test while `npm start` runs) waits for the first to end instead of
// failing with "port taken".
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCK = join(tmpdir(), 'careers-emulators.lock');

function holder() {
  try {
    const pid = Number(readFileSync(LOCK, 'utf8'));
    process.kill(pid, 0); // throws when no such process
    return pid;
  } catch (error) {
    return error?.code === 'EPERM' ? -1 : undefined;
  }
}

/** Takes the machine-wide emulator lock, waiting while a live process holds it. */
export async function acquireEmulatorLock() {
  let announced = false;
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      process.on('exit', () => rmSync(LOCK, { force: true }));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const pid = holder();
    if (pid === undefined) {
      rmSync(LOCK, { force: true }); // left by a process that died
      continue;
    }
    if (!announced) {
      console.log(`Another emulator run (pid ${pid}) holds the ports; waiting for it to finish...`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

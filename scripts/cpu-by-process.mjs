#!/usr/bin/env node
// Runs a command and prints the CPU-seconds each kind of process spent while it ran (Firestore
// emulator, function workers, Chromium, ESLint, Vitest, ...), and how many of each kind started,
// sampled from /proc every second: where a stage's time goes on a machine whose cores it keeps
// busy. Linux only. A process that ends between two samples loses at most its last second; one
// that lives under a second may be missed. Usage: node scripts/cpu-by-process.mjs "<command>" (run
// inside an emulator session for the emulator-backed stages, e.g. through `node
// scripts/emulators.mjs exec`).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const KINDS = [
  [/java/, 'Firestore emulator (Java)'],
  [/chrom/i, 'Chromium'],
  [/functionsEmulatorRuntime/, 'function workers'],
  [/firebase(-tools)?\/lib\/bin|firebase emulators/, 'emulator host (firebase-tools)'],
  [/eslint/, 'ESLint'],
  [/typescript\/bin\/tsc|\btsc\b/, 'typecheck (tsc)'],
  [/prettier/, 'Prettier'],
  [/playwright/, 'Playwright runner'],
  [/vitest/, 'Vitest (runner and workers)'],
  [/vite|esbuild/, 'build (Vite, esbuild)'],
  [/maildev/, 'maildev'],
];

const kindOf = (commandLine) => KINDS.find(([pattern]) => pattern.test(commandLine))?.[1] ?? 'other';

/** utime + stime and the start time (ticks since boot) of `pid`, or null once it is gone. */
function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return { cpu: Number(fields[11]) + Number(fields[12]), start: Number(fields[19]), commandLine };
  } catch {
    return null;
  }
}

const startedTicks = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * TICKS_PER_SECOND;
/** pid -> { kind, first, last }: `first` is 0 for a process started after this script. */
const seen = new Map();
function sample() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const found = readProcess(entry);
    if (!found) continue;
    const known = seen.get(entry);
    if (known && known.start === found.start) known.last = found.cpu;
    else {
      const first = found.start >= startedTicks ? 0 : found.cpu;
      seen.set(entry, { kind: kindOf(found.commandLine), start: found.start, first, last: found.cpu });
    }
  }
}

sample();
const timer = setInterval(sample, 1_000);
const child = spawn(process.argv[2] ?? 'true', { shell: true, stdio: 'inherit' });
const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
clearInterval(timer);
sample();

const byKind = new Map();
const processes = new Map();
for (const { kind, first, last } of seen.values()) {
  byKind.set(kind, (byKind.get(kind) ?? 0) + (last - first));
  if (first === 0) processes.set(kind, (processes.get(kind) ?? 0) + 1);
}
const rows = [...byKind].filter(([, ticks]) => ticks > 0).sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, ticks]) => sum + ticks, 0);
console.log(`CPU by process kind (${Math.round(total / TICKS_PER_SECOND)} CPU-s sampled):`);
for (const [kind, ticks] of rows) {
  const seconds = ticks / TICKS_PER_SECOND;
  const started = processes.get(kind) ?? 0;
  console.log(
    `  ${kind.padEnd(32)} ${seconds.toFixed(0).padStart(5)} CPU-s  ${((100 * ticks) / total).toFixed(0).padStart(3)}%  ${started} started`,
  );
}
process.exit(code);

#!/usr/bin/env -S npx tsx
// `npm start`: builds the web app (emulator mode) and the functions, starts the emulator suite
// (auth, firestore, functions, hosting) with the demo data of emulator-data/ and the development
// inbox (maildev: SMTP on 1025, where the functions emulator sends mail, and its web inbox on
// 1080), moves the demo data's instants to today (scripts/lib/demo-clock.ts), and prints the app's
// and the inbox's URLs once they answer. Ctrl-C stops everything; the demo data's files are not
// overwritten (run `npm run seed` to regenerate them).
//
// The emulators run no scheduled function: the outbox's sweep (mailSweep in production) runs here
// every minute, so a mail that could not be delivered is tried again. Typing `inbox stop` and
// `inbox start` (and Enter) in this terminal stops and starts the development inbox, to watch a mail
// wait for a server that is down and land once it is back (docs/running-and-testing.md).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_ACCOUNTS } from '@careers/domain/testing';
import { MailDev } from 'maildev';
import { pauseBackgroundTriggers } from './lib/background-triggers.mjs';
import { seededAt, shiftDays, shiftDemoData } from './lib/demo-clock';
import { writeEmulatorConfig } from './lib/emulator-config.mjs';
import { acquireEmulatorLock } from './lib/emulator-lock.mjs';
import { emulatorEnv, firebaseBin, PORTS, PROJECT_ID, ROOT } from './lib/emulator-env.mjs';
import { loadFunctionParams } from './lib/function-params';
import { targetProject } from './lib/target-project';
import { waitForHttp } from './lib/wait.mjs';

const started = Date.now();
// The lock first: building replaces web/dist and functions/dist, which another run's emulators
// may be serving.
await acquireEmulatorLock();
execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

// The development inbox: the outbox trigger delivers every mail (one at each step of an
// application) to its SMTP port (functions/.env.demo-careers), and a person reads them in its web
// inbox.
const MAILDEV = { smtp: 1025, web: 1080 } as const;
const newInbox = () =>
  new MailDev({ smtp: MAILDEV.smtp, web: MAILDEV.web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
/** The running inbox, or null while it is stopped (`inbox stop`). */
let inbox: MailDev | null = newInbox();
await inbox.start();
const inboxUrl = `http://127.0.0.1:${MAILDEV.web}`;

const DEMO_DATA = join(ROOT, 'emulator-data');
const withDemo = existsSync(join(DEMO_DATA, 'firebase-export-metadata.json'));
const args = ['emulators:start', '--project', PROJECT_ID, '--config', writeEmulatorConfig()];
if (withDemo) args.push('--import', 'emulator-data');

const emulators = spawn(firebaseBin, args, {
  cwd: ROOT,
  // This terminal's input is read here (the inbox commands); Ctrl-C reaches firebase-tools all the same.
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, ...emulatorEnv() },
});
let running = true;
emulators.on('exit', (code) => {
  running = false;
  void (inbox?.stop() ?? Promise.resolve()).finally(() => process.exit(Number(process.exitCode ?? 0) || (code ?? 0)));
});
// The terminal's Ctrl-C reaches firebase-tools as well; stay until it has shut down.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => emulators.kill(signal));

const appUrl = `http://127.0.0.1:${PORTS.hosting}`;
try {
  await waitForHttp(`${appUrl}/health`, { isAlive: () => running });
  await waitForHttp(appUrl, { isAlive: () => running });
  await waitForHttp(`${inboxUrl}/api/healthz`, { isAlive: () => running });
} catch (error) {
  console.error(`The app did not come up: ${String(error)}`);
  process.exitCode = 1;
  emulators.kill('SIGINT');
  await new Promise(() => {}); // the emulators' exit handler ends the process
}

// The environment of the functions code run here (the demo's tallies, the outbox's sweep), set only
// now: the emulators were started without it.
targetProject(undefined);
loadFunctionParams(undefined);

// The demo as it was meant today: every instant moved by the whole days since the seed
// (scripts/lib/demo-clock.ts), with the triggers paused, then the tallies follow the moved days.
const seeded = withDemo ? seededAt(DEMO_DATA) : null;
const days = seeded ? shiftDays(seeded, new Date()) : 0;
if (days !== 0) {
  const resume = await pauseBackgroundTriggers();
  const { changed, moved } = await shiftDemoData(`127.0.0.1:${PORTS.firestore}`, PROJECT_ID, days);
  await resume();
  const { reconcileArea } = await import('../functions/src/decisions/tallies/dashboard-tallies');
  await Promise.all([reconcileArea('recruiting'), reconcileArea('screening')]);
  console.log(`Demo data seeded ${days} days ago: ${changed} documents moved ${days} days on (${moved} to a new id).`);
}

// The outbox's sweep, every minute as the scheduled mailSweep does in production (functions code run
// here against the emulators, with the parameters of functions/.env.demo-careers: SMTP is the inbox).
const { sweepOutbox } = await import('../functions/src/decisions/mail/sweep');
const { configuredSender, configuredTools } = await import('../functions/src/triggers/mail-delivery');
let sweeping = false;
const sweepMail = async () => {
  if (sweeping) return;
  sweeping = true;
  try {
    const report = await sweepOutbox(configuredSender, configuredTools);
    if (report.due > 0) {
      console.log(
        `Mail sweep: ${report.sent} sent, ${report.retrying} to be tried again, ${report.failed} failed, ${report.skipped} left`,
      );
    }
  } catch (error) {
    console.error(`Mail sweep failed: ${String(error)}`);
  } finally {
    sweeping = false;
  }
};
// (unref: the emulators' exit ends this process, as before.)
setInterval(() => void sweepMail(), 60_000).unref();

// `inbox stop` / `inbox start`: the development inbox down and up again.
createInterface({ input: process.stdin, terminal: false }).on('line', (line) => {
  const command = line.trim().toLowerCase();
  if (command === 'inbox stop' && inbox) {
    const stopping = inbox;
    inbox = null;
    void stopping.stop().then(() => console.log('Development inbox stopped: mail waits and is tried again.'));
  } else if (command === 'inbox start' && !inbox) {
    const starting = newInbox();
    inbox = starting;
    void starting.start().then(() => console.log(`Development inbox started again: ${inboxUrl}`));
  }
});

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`
┌──────────────────────────────────────────────────────────────────┐
  Careers app running on the emulators (ready in ${seconds} s):

      ${appUrl}

  Mail the app sends (one at each step of an application) lands in the development inbox:

      ${inboxUrl}

  Mail that could not be delivered is tried again (a sweep every minute). Type 'inbox stop' or
  'inbox start' and Enter here to stop or start the development inbox.

  Sign in at ${appUrl}/signin with a demo account:
${DEMO_ACCOUNTS.map((a) => `      ${a.email.padEnd(32)} ${a.admin ? 'admin' : 'candidate'}`).join('\n')}

  Press Ctrl-C to stop.
└──────────────────────────────────────────────────────────────────┘
`);

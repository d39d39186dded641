// Runs commands at the same time, each with its output held back and printed whole when it ends
// (so two runs' lines never interleave), and reports each one's time. Used by `npm run check`,
// `npm test`'s static checks (scripts/test.mjs) and its emulator-backed stages
// (scripts/test-stages.mjs).
import { spawn } from 'node:child_process';

/**
 * Runs every `[name, command]` at once; resolves with `{ name, ok, seconds, output }` for each, in
 * order (`output` is what the command printed, colours included). With `print: false` nothing is
 * printed: the caller prints the outputs when its own have ended.
 * @param {[string, string][]} commands
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ print?: boolean }} [options]
 */
export function runTogether(commands, env = process.env, { print = true } = {}) {
  return Promise.all(
    commands.map(
      ([name, command]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(command, { shell: true, env: { ...env, FORCE_COLOR: '1' } });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            const printed = Buffer.concat(output);
            if (print) process.stdout.write(`\n── ${name} (${seconds} s) ──\n${printed}`);
            resolve({ name, ok: code === 0, seconds, output: printed.toString('utf8') });
          });
        }),
    ),
  );
}

/** Prints one line per result; answers whether all passed. */
export function summarize(title, results) {
  console.log(`\n${title}:`);
  for (const { name, ok, seconds } of results)
    console.log(`  ${ok ? 'passed' : 'FAILED'}  ${name.padEnd(16)} ${seconds} s`);
  return results.every((result) => result.ok);
}

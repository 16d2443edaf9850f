#!/usr/bin/env node
// `npm test`: type checks, unit and integration tests (PGlite), the web build and the e2e suite in
// Chromium. Each step's counts are summed into one closing line `N passed, N failed`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const results = path.join(root, '.vitest-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
/** Names of what failed, printed again at the very end: CI logs are often read from the tail. */
const failures = [];
/** How long each step took, printed after every step and as a table at the end (docs/testing.md has the budget). */
const timings = [];
const started = Date.now();

function timed(label, since) {
  const seconds = (Date.now() - since) / 1000;
  timings.push([label, seconds]);
  console.log(`--- ${label}: ${seconds.toFixed(1)} s`);
}

/** A step in the foreground, its output on this terminal; true when it exits 0. */
function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const since = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      timed(label, since);
      resolve(code === 0);
    });
  });
}

/** Steps without test counts that do not depend on each other run side by side (one per core). */
async function parallelSteps(steps) {
  const since = Date.now();
  const results = await Promise.all(
    steps.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
          const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
          child.on('exit', (code) => resolve([label, code === 0]));
        }),
    ),
  );
  for (const [label, ok] of results) record(label, ok);
  timed(steps.map(([label]) => label).join(' + '), since);
}

function record(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(`${label}: failed`);
    console.log(`!!! ${label} failed`);
  }
}

/** A step without test counts (type check, build) counts as one test. */
async function step(label, cmd, args) {
  record(label, await run(label, cmd, args));
}

/** The first line of an error, without terminal colours, short enough for a summary line. */
// eslint-disable-next-line no-control-regex -- ESC starts the colour codes this strips
const firstLine = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 300);
/** Where in the project's own test files the error was thrown (the stack's frames outside node_modules), so a summary read alone says which step stopped. */
const testFrames = (text) => {
  const frames = [...String(text ?? '').matchAll(/\(?((?:\/[^\s():]+)+\.(?:test|suite|e2e\.test)\.tsx?|[^\s():]+\.(?:suite|test)\.tsx?):(\d+):\d+\)?/g)]
    .filter((m) => !m[1].includes('node_modules'))
    .map((m) => `${path.basename(m[1])}:${m[2]}`);
  return frames.length > 0 ? ` [at ${[...new Set(frames)].slice(0, 3).join(' < ')}]` : '';
};

/** A vitest run: counts come from its JSON report; a run that produced none counts as one failure. */
async function vitest(label, args, env = {}) {
  countReport(label, await run(label, 'npx', vitestArgs(label, args), env));
}

/** Where the e2e helpers write what a failing test's pages showed. */
const pagesSeen = path.join(results, 'e2e-pages.txt');
const reportOf = (label) => path.join(results, `${label}.json`);
const vitestArgs = (label, args) => ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${reportOf(label)}`];

function countReport(label, ok) {
  try {
    const report = JSON.parse(fs.readFileSync(reportOf(label), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    const named = failures.length;
    for (const file of report.testResults ?? []) {
      const where = `${label}: ${path.relative(root, file.name)}`;
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of tests) failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}${testFrames(test.failureMessages?.[0])}`);
      // A file that failed without a failed test did not load (syntax, import or hook error).
      if (file.status === 'failed' && tests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
    }
    if (!ok && report.numFailedTests === 0) {
      failed += 1;
      if (failures.length === named) failures.push(`${label}: exited non-zero with no failed test`);
    }
  } catch {
    failed += 1;
    failures.push(`${label}: produced no report`);
    console.log(`!!! ${label} produced no report`);
  }
}

const only = process.argv[2];
/**
 * CI's second run of the server project against PostgreSQL and Redis (.ci/run sets these when they
 * answer). In a whole run it follows the e2e step; alone (`postgres`) it is the only step.
 */
const postgresEnv = {
  ...(process.env.CI_POSTGRES_URL ? { TEST_DATABASE_URL: process.env.CI_POSTGRES_URL } : {}),
  ...(process.env.CI_REDIS_URL ? { TEST_REDIS_URL: process.env.CI_REDIS_URL } : {}),
  ...(process.env.CI_NATS_URL ? { TEST_NATS_URL: process.env.CI_NATS_URL } : {}),
};
const postgresPass = Object.keys(postgresEnv).length > 0;

if (!only || only === 'static') {
  // Three programs: everything on Node (shared, engine, server, benches), the web app, and the e2e
  // files (Node with the DOM's names); each file once. The web build needs none of them, so it runs
  // beside them too.
  await parallelSteps([
    ['typecheck node', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
    ['typecheck web', 'npx', ['tsc', '-p', 'apps/web']],
    ['typecheck e2e', 'npx', ['tsc', '-p', 'e2e']],
    // Lint, including the server's module boundaries (scripts/eslint-module-boundaries.mjs).
    ['lint', 'npx', ['eslint', '.']],
    ...(only ? [] : [['build web', 'npm', ['run', 'build', '-w', '@aurelix/web']]]),
  ]);
}
if (!only || only === 'unit') await vitest('unit-integration', []);
if (only === 'postgres') await vitest('server-postgres', ['--project', 'server'], postgresEnv);
if (!only || only === 'e2e') {
  if (only) await step('build web', 'npm', ['run', 'build', '-w', '@aurelix/web']);
  fs.rmSync(pagesSeen, { force: true });
  await vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
}
// After e2e, not beside it: on two cores the two together took 573 s and 649 s and timed out four
// e2e and PostgreSQL tests (clean-clone CI 2026-11-28), against about 160 s and 330 s one after the other.
if (!only && postgresPass) await vitest('server-postgres', ['--project', 'server'], postgresEnv);

timings.push(['total', (Date.now() - started) / 1000]);
console.log(`\nstep times:\n${timings.map(([label, s]) => `  ${s.toFixed(1).padStart(7)} s  ${label}`).join('\n')}`);
fs.writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ passed, failed, failures, timings }));
if (failures.length > 0) console.log(`\n!!! failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
// What each failing e2e test's pages showed when it stopped (e2e/helpers/browser.ts noteOnFailure).
if (failures.length > 0 && fs.existsSync(pagesSeen)) console.log(`\nthe pages of the failed e2e tests:\n${fs.readFileSync(pagesSeen, 'utf8')}`);
if (!process.env.QUIET_SUMMARY) console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

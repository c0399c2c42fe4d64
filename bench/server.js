// The measures made through the API of a running `defcomp serve` (the built CLI, in a process of
// its own, as `npm start` runs it): B6 statements and B8 statement PDFs under load (autocannon),
// B2 a payroll file imported and imported again. Each measure gets a fresh server process, so
// the peak memory reported is that measure's (Linux: VmHWM of the server process).
/* global fetch */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BOOK_END, participantId, SEPARATION } from './book.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'packages/cli/dist/main.js');
const PLAN = '/api/plans/carmax-edcp';

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Starts `defcomp serve --no-demo` on the record; resolves once it listens, with the
 * administrator's password when this start created him (the first start prints it once).
 */
export async function startServer(dbArgs, env) {
  const port = await freePort();
  const args = [CLI, 'serve', '--no-demo', '--port', String(port), '--host', '127.0.0.1'];
  const child = spawn(process.execPath, [...args, ...dbArgs], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  const deadline = performance.now() + 120_000;
  while (!out.includes('defcomp serving')) {
    if (child.exitCode !== null || performance.now() > deadline)
      throw new Error(`defcomp serve did not start: ${err.slice(-2000)}`);
    await sleep(100);
  }
  const password = /administrator "admin", password "([^"]+)"/.exec(out)?.[1];
  return {
    base: `http://127.0.0.1:${port}`,
    password,
    /** Stops the server: its peak resident memory in MB and CPU seconds (null without /proc). */
    async stop() {
      const usage = { peakMb: peakOf(child.pid), cpuSeconds: cpuOf(child.pid) };
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      return usage;
    },
  };
}

function peakOf(pid) {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return null;
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** User and system time of every thread of the process so far (clock ticks of 1/100 s). */
function cpuOf(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Signs in: the cookies and the CSRF token a client sends with every request. */
export async function signIn(base, password) {
  const reply = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (reply.status !== 200) throw new Error(`sign-in: ${reply.status} ${await reply.text()}`);
  const cookies = reply.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('defcomp_csrf='))?.split('=')[1];
  return { cookie: cookies.join('; '), csrf };
}

/**
 * `connections` clients asking for `path(participant)` until `requests` are answered: timed to
 * the last answer (a time limit would count none when each answer takes longer than it).
 */
async function load(base, session, { size, connections, requests, path }) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: Math.min(connections, requests), // autocannon refuses more clients than requests
    amount: requests,
    timeout: 600,
    headers: { cookie: session.cookie },
    requests: [
      {
        method: 'GET',
        // Each request another participant, round the book (no two in a row alike).
        setupRequest: (request) => ({ ...request, path: path(participantId(1 + (n++ % size))) }),
      },
    ],
  });
  const done = result.latency.totalCount;
  const seconds = (result.finish - result.start) / 1000;
  return {
    seconds,
    items: done,
    requestsPerSecond: done / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const statementPath = (id) => `${PLAN}/participants/${id}/statement?asOf=${BOOK_END}`;

/**
 * B6: participant statements (JSON, as of the book's last day), 50 concurrent clients; first
 * one at a time, ten participants spread over the book: a statement's own time, which must not
 * grow with the number of other participants.
 */
export async function statements(base, session, options) {
  const alone = [];
  for (let k = 0; k < 10; k++) {
    const start = performance.now();
    const i = 1 + Math.floor((k * options.size) / 10);
    const reply = await fetch(`${base}${statementPath(participantId(i))}`, {
      headers: { cookie: session.cookie },
    });
    if (reply.status !== 200) throw new Error(`statement: ${reply.status}`);
    await reply.arrayBuffer();
    alone.push(performance.now() - start);
  }
  const aloneMs = alone.sort((a, b) => a - b)[5];
  const loaded = await load(base, session, { ...options, connections: 50, path: statementPath });
  return { ...loaded, aloneMs };
}

/** B8: statement PDFs, a third as many as B6's statements, 8 clients at once. */
export const statementPdfs = (base, session, options) =>
  load(base, session, {
    ...options,
    requests: Math.max(1, Math.round(options.requests / 3)),
    connections: 8,
    path: (id) => `${PLAN}/participants/${id}/statement.pdf?asOf=${BOOK_END}`,
  });

// Lines a request: a pay file of 100,000 lines is sent as files of this many (the API takes at
// most 50,000 lines and a body of 1 MiB: ~110 bytes a line).
const LINES_A_FILE = 5000;

/**
 * B2: a payroll file (a pay line for every participant still employed, on the next pay day
 * after the book) imported through the API; then the same file again (nothing to write).
 */
export async function payrollFile(base, session, { size }) {
  const pays = [];
  for (let i = 1; i <= size; i++) {
    if (i % 5 === 0) continue; // separated on SEPARATION: no pay after it
    const gross = `${4000 + (i % 17) * 125}.00`;
    const pay = { date: '2026-01-15', component: 'baseSalary', gross, netAvailable: gross };
    pays.push({ participantId: participantId(i), ...pay });
  }
  const files = [];
  for (let k = 0; k < pays.length; k += LINES_A_FILE)
    files.push({ fileName: `payroll-${k}.json`, pays: pays.slice(k, k + LINES_A_FILE) });
  // Issue "Scale II" item 2: each file is a job; its time is until the job is done.
  const send = async (replayed) => {
    const start = performance.now();
    for (const file of files) {
      const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf };
      const reply = await postWithoutTimeout(`${base}${PLAN}/pay-imports`, JSON.stringify(file), {
        ...headers,
        'content-type': 'application/json',
      });
      if (reply.status !== 202)
        throw new Error(`pay import: ${reply.status} ${reply.text.slice(0, 500)}`);
      const job = await payImportJobDone(`${base}${reply.location}`, headers);
      if (job.status !== 'imported' || job.replayed !== replayed)
        throw new Error(`pay import job: ${JSON.stringify(job).slice(0, 500)}`);
    }
    return (performance.now() - start) / 1000;
  };
  const seconds = await send(false);
  const againSeconds = await send(true);
  return { seconds, items: pays.length, files: files.length, againSeconds, separated: SEPARATION };
}

/** A pay file's job, polled until it is imported or refused (GET /pay-import-jobs/{jobId}). */
async function payImportJobDone(url, headers) {
  for (;;) {
    const reply = await fetch(url, { headers });
    if (reply.status !== 200) throw new Error(`pay import job: ${reply.status}`);
    const { job } = await reply.json();
    if (job.status === 'imported' || job.status === 'refused') return job;
    await sleep(200);
  }
}

/**
 * A POST that waits as long as the server takes (fetch gives up on an answer whose headers take
 * more than 300 s, undici's headersTimeout): a large body is read and kept in its request.
 */
function postWithoutTimeout(url, body, headers) {
  return new Promise((done, fail) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode,
          location: res.headers.location,
          text: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

// `pnpm test`: lint, then typecheck and build side by side, then the vitest projects in two processes side by side
// (the browser tests, which hold one devnet and one Chromium and run file after file, and every other project, the
// service's Postgres run last in a third) and the check of the packages as they would be published.
// Stops at the first step that fails and prints how long each step and the whole run took, passed or not.
// Arguments go to one plain `vitest run` instead (`pnpm test -- core/src/x.test.ts`).

import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const browserProject = 'demo-e2e'
// Left out of the unit stream (vitest.config.ts) and run in a process of its own (see below).
const deferredProject = 'service-postgres'
// Each vitest process also prints where its time went, per project (scripts/projectTimingsReporter.mjs).
const reporters = ['--reporter=default', '--reporter=./scripts/projectTimingsReporter.mjs']
const vitestArgs = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))
const steps = [
  [{ name: 'lint', args: ['run', 'lint'] }],
  // The typecheck stays beside the build rather than the vitest streams: those keep both cores busy for most of the
  // run, and the typecheck (one tsc over every project, about 70 s of CPU) is no longer longer than the build.
  [
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'build', args: ['run', 'build'] },
  ],
  vitestArgs.length > 0
    ? [{ name: 'vitest', args: ['exec', 'vitest', 'run', ...vitestArgs] }]
    : [
        {
          name: `vitest ${browserProject}`,
          args: ['exec', 'vitest', 'run', '--project', browserProject, ...reporters],
        },
        // One worker beside the browser stream: with two, a fresh-clone CI run on 2 cores took 1,644 s instead of
        // 1,162 s (the browser stream starved to 1,490 s, and a fault scenario's clock-driven waits timed out).
        // Measured with a cgroup per process tree (stop 43), Chromium's processes included: the browser stream
        // computes more than one core while it runs (connect and send: 222 CPU-s in 155 s), the unit stream about
        // 970 CPU-s in all. The two keep both cores busy: more workers do not pay, only less work does.
        {
          name: 'vitest',
          args: ['exec', 'vitest', 'run', '--project', `!${browserProject}`, '--maxWorkers=1', ...reporters],
          env: { FOYER_TEST_POSTGRES_APART: '1' },
        },
        // The Postgres run of the service's tests starts when either stream ends, so once the browser stream is done
        // it runs beside the unit stream's last files. As the unit stream's last group, it ran alone for about a
        // minute while the other core idled.
        {
          name: `vitest ${deferredProject}`,
          args: ['exec', 'vitest', 'run', '--project', deferredProject, ...reporters],
          startsAfterAnyOf: [`vitest ${browserProject}`, 'vitest'],
        },
        // Every public package as it would be published: publint, Are The Types Wrong, no test files shipped.
        { name: 'packages', args: ['run', 'check:packages'] },
        // AppKit's example usages compiled as AppKit's examples compile, against the packages' built types.
        {
          name: 'appkit-compat',
          args: ['--filter', '@foyer-examples/appkit-compat', 'run', 'typecheck:appkit'],
        },
        // The documentation site and its API reference (typedoc first, about 20 s of CPU): VitePress fails the build on
        // a dead internal link (about 35 s).
        { name: 'docs', args: ['run', 'docs:build'] },
      ],
]

const children = new Set()
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })

const seconds = (ms) => `${Math.round(ms / 1000)} s`

/** Runs one command; beside others, each of its lines is prefixed with its name. */
function run({ name, args, env }, prefixed) {
  const started = Date.now()
  const child = spawn('pnpm', args, {
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  })
  children.add(child)
  if (prefixed)
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`))
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      children.delete(child)
      resolve({ name, code: code ?? 1, ms: Date.now() - started })
    }),
  )
}

const started = Date.now()
const took = []
let failed = false
for (const step of steps) {
  // A command with `startsAfterAnyOf` starts when the first of those (listed before it in the step) ends.
  const runs = new Map()
  for (const command of step) {
    const waits = (command.startsAfterAnyOf ?? []).map((name) => runs.get(name))
    const start = waits.length ? Promise.race(waits) : Promise.resolve()
    runs.set(
      command.name,
      start.then(() => run(command, step.length > 1)),
    )
  }
  const results = await Promise.all(runs.values())
  for (const { name, code, ms } of results)
    took.push(`${name} ${seconds(ms)}${code === 0 ? '' : ' (failed)'}`)
  failed = results.some(({ code }) => code !== 0)
  if (failed) break
}
console.log(
  `\npnpm test ${failed ? 'failed' : 'passed'} in ${seconds(Date.now() - started)}: ${took.join(', ')}`,
)
process.exit(failed ? 1 : 0)

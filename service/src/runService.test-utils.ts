import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The built `foyer-service` bin, as `npx @foyer/service` runs it; `pnpm run build` makes it. */
export const serviceBin = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
/** The devnet's `pnpm service`: `foyer-service` serving the chains of the devnet at `FOYER_DEVNET_INFO`. */
const devnetDir = fileURLToPath(new URL('../../devnet/', import.meta.url))

/**
 * Runs `foyer-service` with `env` added to a clean environment; resolves its URL once it listens. With
 * `FOYER_DEVNET_INFO` in `env`, runs the devnet's launcher instead, which serves that devnet's chains.
 */
export function runService(env: Record<string, string>): {
  child: ChildProcess
  url: Promise<string>
  exit: Promise<{ code: number | null; output: string }>
  /** What it printed so far (standard output and error). */
  output: () => string
} {
  if (!existsSync(serviceBin))
    throw new Error(`${serviceBin} is missing: run pnpm --filter @foyer/service build`)
  const launcher = env.FOYER_DEVNET_INFO
    ? ['--conditions=source', '--import', 'tsx', 'src/serviceCli.ts']
    : [serviceBin]
  const child = spawn(process.execPath, launcher, {
    cwd: env.FOYER_DEVNET_INFO ? devnetDir : process.cwd(),
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
  const url = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    exit.then(({ code }) => reject(new Error(`foyer-service exited (${code}) before listening:\n${output}`)))
  })
  url.catch(() => {})
  return { child, url, exit, output: () => output }
}

/** Sends SIGTERM and waits for the exit. */
export async function stopService(service: ReturnType<typeof runService>): Promise<number | null> {
  if (service.child.exitCode === null) service.child.kill('SIGTERM')
  return (await service.exit).code
}

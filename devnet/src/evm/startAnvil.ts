import { type ChildProcess, spawn } from 'node:child_process'
import { AnvilStartError } from './errors.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'

export type StartAnvilParameters = {
  chainId: number
  port: number
  mnemonic: string
  /** How long to wait for the first `eth_chainId` answer. */
  timeoutMs?: number
}

export type StartAnvilReturnType = {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  stop: () => Promise<void>
}

const liveAnvils = new Set<ChildProcess>()
let exitHookInstalled = false

/** Starts one anvil on 127.0.0.1 and resolves once it answers `eth_chainId` with `chainId`. */
export async function startAnvil({
  chainId,
  port,
  mnemonic,
  // Generous: in a test run anvil starts beside a build, a browser and other devnets on two busy cores.
  timeoutMs = 60_000,
}: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  args.push('--mnemonic', mnemonic, '--accounts', '10', '--silent')
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  track(child)

  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  const exited = new Promise<never>((_, reject) => {
    child.once('error', (cause) => reject(new AnvilStartError({ chainId, port, cause, output })))
    child.once('exit', (code) =>
      reject(new AnvilStartError({ chainId, port, cause: `anvil exited with code ${code}`, output })),
    )
  })
  exited.catch(() => {})

  const rpcUrl = `http://127.0.0.1:${port}`
  const stop = () => stopChild(child)
  try {
    await Promise.race([exited, waitForChainId(rpcUrl, chainId, timeoutMs)])
  } catch (error) {
    await stop()
    if (error instanceof AnvilStartError) throw error
    throw new AnvilStartError({ chainId, port, cause: error, output })
  }
  if (child.pid === undefined) throw new AnvilStartError({ chainId, port, output })
  return { chainId, port, rpcUrl, pid: child.pid, stop }
}

async function waitForChainId(rpcUrl: string, chainId: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1000),
      })
      const body = (await response.json()) as { result?: string }
      if (body.result !== undefined && Number(body.result) === chainId) return
      lastError = `eth_chainId answered ${JSON.stringify(body)}`
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`No eth_chainId answer within ${timeoutMs} ms.`, { cause: lastError })
}

function track(child: ChildProcess): void {
  liveAnvils.add(child)
  child.once('exit', () => liveAnvils.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  // Last resort when the host process exits without calling stop(): never leave an anvil behind.
  process.once('exit', () => {
    for (const anvil of liveAnvils) anvil.kill('SIGKILL')
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(killTimer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

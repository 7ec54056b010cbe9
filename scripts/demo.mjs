// The demo command: the demo app's start script (devnet, dev wallets, dev server), which prints where to open it.

import { spawn } from 'node:child_process'

const child = spawn('pnpm', ['--filter', '@foyer/example-demo', 'start', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))

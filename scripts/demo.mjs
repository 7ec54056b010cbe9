// The demo command. Until the demo app lands (examples/demo), it says so instead of failing silently.

import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync(new URL('../examples/demo/package.json', import.meta.url))) {
  console.log(
    'The demo app (examples/demo) is not built yet. `pnpm devnet` starts the local stack on its own.',
  )
  process.exit(0)
}
const child = spawn('pnpm', ['--filter', '@foyer/example-demo', 'start'], { stdio: 'inherit' })
child.on('exit', (code) => process.exit(code ?? 0))

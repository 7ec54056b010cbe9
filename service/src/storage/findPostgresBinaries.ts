import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The newest `bin` directory of Debian's `postgresql` package (`/usr/lib/postgresql/<major>/bin`), if installed. */
export function findPostgresBinaries(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined
  const majors = readdirSync(root)
    .filter((entry) => /^\d+$/.test(entry) && existsSync(join(root, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return majors[0] === undefined ? undefined : join(root, majors[0], 'bin')
}

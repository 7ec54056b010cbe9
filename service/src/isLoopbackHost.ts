import { isIPv4, isIPv6 } from 'node:net'

/** Whether a listen address only accepts connections from this machine: `localhost`, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost') return true
  if (isIPv4(bare)) return bare.startsWith('127.')
  if (!isIPv6(bare)) return false
  if (bare.startsWith('::ffff:')) return isLoopbackHost(bare.slice(7))
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1'
}

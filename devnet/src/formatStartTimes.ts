import type { Devnet } from './startDevnet.js'

/** One line: how long the whole start took and each part, e.g. `started in 9120 ms (EVM chains 6400 ms, relay 12 ms)`. */
export function formatStartTimes({ info, startTimes }: Pick<Devnet, 'info' | 'startTimes'>): string {
  const parts = Object.entries(startTimes).map(([part, ms]) => `${part} ${ms} ms`)
  return `started in ${info.startMs} ms (${parts.join(', ')})`
}

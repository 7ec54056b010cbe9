import { describe, expect, it } from 'vitest'
import { ConformanceTimeoutError } from './ConformanceTimeoutError.js'
import { conformanceTypedData } from './eip155ConformanceDevnet.js'
import * as conformance from './exports/index.js'
import { waitUntil } from './waitUntil.js'

// Every change to the conformance entry shows up here in review.
it('exports', () => {
  expect(Object.keys(conformance).sort()).toMatchSnapshot()
})

describe('waitUntil', () => {
  it('resolves once the check holds', async () => {
    let calls = 0
    await waitUntil(() => ++calls === 3, { waitingFor: 'three calls', interval: 1 })
    expect(calls).toBe(3)
  })

  it('names what it waited for when it gives up', async () => {
    const error = await waitUntil(() => false, { waitingFor: 'a wallet', timeout: 30 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ConformanceTimeoutError)
    expect((error as ConformanceTimeoutError).details).toBe('Waited 30 ms for a wallet.')
  })
})

it('signs typed data bound to the chain and the signer', () => {
  const typedData = conformanceTypedData('0x00000000000000000000000000000000000000aa', 11155111)
  expect(typedData.domain.chainId).toBe(11155111)
  expect(typedData.message.from.wallet).toBe('0x00000000000000000000000000000000000000aa')
})

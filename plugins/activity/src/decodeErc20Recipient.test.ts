import { describe, expect, it } from 'vitest'
import { decodeErc20Recipient } from './decodeErc20Recipient.js'

const recipient = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const amount = 25_000_000n.toString(16).padStart(64, '0')

describe('decodeErc20Recipient', () => {
  it('reads the recipient of transfer(address,uint256)', () => {
    expect(decodeErc20Recipient(`0xa9059cbb${recipient.slice(2).padStart(64, '0')}${amount}`)).toBe(recipient)
  })

  it('leaves any other call, or malformed calldata, alone', () => {
    expect(decodeErc20Recipient(undefined)).toBeUndefined()
    expect(decodeErc20Recipient('0x')).toBeUndefined()
    // approve(address,uint256)
    expect(decodeErc20Recipient(`0x095ea7b3${recipient.slice(2).padStart(64, '0')}${amount}`)).toBeUndefined()
    expect(decodeErc20Recipient(`0xa9059cbb${recipient.slice(2).padStart(64, '0')}`)).toBeUndefined()
    expect(decodeErc20Recipient(`0xa9059cbb${'f'.repeat(64)}${amount}`)).toBeUndefined()
  })
})

import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'

describe('encodeErc20Transfer', () => {
  it('encodes transfer(to, amount) as viem does', () => {
    const to = '0x52908400098527886E0F7030069857D2E4169EE7'
    for (const amount of [0n, 1n, 1_500_000n, 2n ** 256n - 1n]) {
      expect(encodeErc20Transfer(to, amount)).toBe(
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      )
    }
  })
})

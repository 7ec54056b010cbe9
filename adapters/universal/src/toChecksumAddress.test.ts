import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { toChecksumAddress } from './toChecksumAddress.js'

describe('toChecksumAddress', () => {
  it("agrees with viem's getAddress, from any spelling", () => {
    for (const address of [
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266',
      '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
      '0x0000000000000000000000000000000000000000',
    ]) {
      expect(toChecksumAddress(address)).toBe(getAddress(address))
    }
  })

  it('leaves what is not an EVM address alone', () => {
    expect(toChecksumAddress('8KVnfyLvG9WMYqdNAJpoRVhUTNaG8KFNXjvPhiy3RAHA')).toBe(
      '8KVnfyLvG9WMYqdNAJpoRVhUTNaG8KFNXjvPhiy3RAHA',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { isAddressForNamespace } from './isAddressForNamespace.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'

const evm = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'
const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const bitcoin = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const polkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

describe('isAddressForNamespace', () => {
  it('checks the address format of each namespace', () => {
    expect(isAddressForNamespace(evm, 'eip155')).toBe(true)
    expect(isAddressForNamespace(solana, 'eip155')).toBe(false)
    expect(isAddressForNamespace(solana, 'solana')).toBe(true)
    expect(isAddressForNamespace(evm, 'solana')).toBe(false)
    expect(isAddressForNamespace(bitcoin, 'bip122')).toBe(true)
    expect(isAddressForNamespace(evm, 'bip122')).toBe(false)
    expect(isAddressForNamespace(polkadot, 'polkadot')).toBe(true)
    expect(isAddressForNamespace(solana, 'polkadot')).toBe(false)
  })

  it('gives false for an unknown namespace, including prototype keys', () => {
    expect(isAddressForNamespace(evm, 'cosmos')).toBe(false)
    expect(isAddressForNamespace(evm, 'toString')).toBe(false)
  })
})

describe('isBitcoinAddress', () => {
  it('accepts legacy, script and segwit addresses on mainnet and testnet', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isBitcoinAddress(bitcoin)).toBe(true)
    expect(isBitcoinAddress(bitcoin.toUpperCase())).toBe(true)
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true)
    expect(isBitcoinAddress('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBe(true)
  })

  it('rejects mixed-case bech32, wrong prefixes and non-strings', () => {
    expect(isBitcoinAddress('bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(isBitcoinAddress('ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(isBitcoinAddress('bc1')).toBe(false)
    expect(isBitcoinAddress(42)).toBe(false)
  })
})

describe('isPolkadotAddress', () => {
  it('accepts SS58 shapes and rejects others', () => {
    expect(isPolkadotAddress(polkadot)).toBe(true)
    expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true)
    expect(isPolkadotAddress(solana)).toBe(false)
    expect(isPolkadotAddress(undefined)).toBe(false)
  })
})

import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { InvalidChainNamespaceDefinitionError, UnknownChainNamespaceError } from '../errors/caip.js'
import type { AdapterType } from '../plugins/ChainAdapter.js'
import { classifyRpcMethod } from '../rpc/rpcMethods.js'
import type { AccountTypeMap } from './accountTypes.js'
import { builtinChainNamespaceDefinitions } from './builtinChainNamespaceDefinitions.js'
import { type ChainNamespaceDefinition, defineChainNamespace } from './ChainNamespaceDefinition.js'
import { type ChainNamespace, isChainNamespace, listChainNamespaces } from './chainNamespaces.js'
import { getChainNamespaceDefinition } from './getChainNamespaceDefinition.js'
import { getDefaultAccountType } from './getDefaultAccountType.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import { registerChainNamespace } from './registerChainNamespace.js'
import type { CaipAddress, CaipNetworkId } from './types.js'

declare module './chainNamespaces.js' {
  interface ChainNamespaces {
    tronunit: 'eoa'
  }
}

const tron = defineChainNamespace({
  namespace: 'tronunit',
  name: 'Tron networks',
  isReference: (reference) => /^0x[0-9a-f]{8}$/.test(reference),
  isAddress: (address) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address),
  rpcMethods: { readOnly: ['tron_getBalance'], approval: ['tron_signMessage', 'eth_sendTransaction'] },
  accountTypes: ['eoa'],
})
const address = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'

describe('the chain namespace registry', () => {
  it('knows a registered namespace: CAIP ids, account types and its definition', () => {
    expect(isChainNamespace('tronunit')).toBe(false)
    expect(() => parseCaipNetworkId('tronunit:0x2b6653dc')).toThrow('unknown namespace "tronunit"')
    expect(() => getChainNamespaceDefinition('tronunit')).toThrow(UnknownChainNamespaceError)
    registerChainNamespace(tron)
    registerChainNamespace(tron)
    expect(isChainNamespace('tronunit')).toBe(true)
    // The built-ins first; other files in this worker may have registered namespaces of their own (isolate: false).
    expect(listChainNamespaces().slice(0, 4)).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
    expect(listChainNamespaces()).toContain('tronunit')
    expect(parseCaipNetworkId('tronunit:0x2b6653dc').chainNamespace).toBe('tronunit')
    expect(parseCaipAddress(`tronunit:0x2b6653dc:${address}`).address).toBe(address)
    expect(() => parseCaipNetworkId('tronunit:mainnet')).toThrow('"mainnet" is not a tronunit reference')
    expect(() => parseCaipAddress('tronunit:0x2b6653dc:0xabc')).toThrow('"0xabc" is not a tronunit address')
    expect(getDefaultAccountType('tronunit')).toBe('eoa')
    expect(getChainNamespaceDefinition('tronunit')).toBe(tron)
    expect(getChainNamespaceDefinition('eip155')).toBe(builtinChainNamespaceDefinitions.eip155)
  })

  it('lets through only the methods a namespace declared, for that namespace alone', () => {
    registerChainNamespace(tron)
    expect(classifyRpcMethod('tron_getBalance', 'tronunit')).toBe('safe')
    expect(classifyRpcMethod('tron_signMessage', 'tronunit')).toBe('approval')
    expect(classifyRpcMethod('tron_sendRawTransaction', 'tronunit')).toBe('rejected')
    // The kernel answers account and chain moves itself: a registered namespace cannot take them over.
    expect(classifyRpcMethod('wallet_switchEthereumChain', 'tronunit')).toBe('rejected')
    // Declaring a method of another namespace does not change that namespace's allow-list.
    expect(classifyRpcMethod('tron_getBalance', 'eip155')).toBe('rejected')
    expect(classifyRpcMethod('eth_sendTransaction', 'tronunit')).toBe('approval')
    expect(classifyRpcMethod('eth_sendTransaction', 'eip155')).toBe('approval')
    // The lists are copied when registered: growing the declared array later widens nothing.
    ;(tron.rpcMethods.readOnly as string[]).push('tron_sendRawTransaction')
    expect(classifyRpcMethod('tron_sendRawTransaction', 'tronunit')).toBe('rejected')
  })

  it('refuses a built-in namespace, a second definition and malformed ones with a clear error', () => {
    registerChainNamespace(tron)
    const cases: [ChainNamespaceDefinition | Record<string, unknown>, string][] = [
      [{ ...builtinChainNamespaceDefinitions.eip155 }, 'the chain namespace "eip155": it is built in'],
      [{ ...tron }, 'another definition of it is registered'],
      [{ ...tron, namespace: 'Tron!' }, 'a namespace is 3 to 8 characters'],
      [{ ...tron, namespace: 'tronb', isAddress: undefined }, '`isAddress` must be a function'],
      [{ ...tron, namespace: 'tronc', rpcMethods: { readOnly: 'all' } }, 'must be lists of method names'],
      [
        { ...tron, namespace: 'trond', rpcMethods: { readOnly: ['a'], approval: ['a'] } },
        'a cannot be both read-only and need approval',
      ],
      [{ ...tron, namespace: 'trone', accountTypes: [] }, '`accountTypes` needs at least one entry'],
    ]
    for (const [definition, message] of cases) {
      const error = (() => {
        try {
          registerChainNamespace(definition as ChainNamespaceDefinition, 'tron-adapter')
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(InvalidChainNamespaceDefinitionError)
      expect((error as Error).message).toContain('Adapter "tron-adapter" cannot register')
      expect((error as Error).message).toContain(message)
    }
    expect(isChainNamespace('tronb')).toBe(false)
  })

  it('declares the built-in namespaces the same way', () => {
    for (const [namespace, definition] of Object.entries(builtinChainNamespaceDefinitions)) {
      expect(definition.namespace).toBe(namespace)
      expect(getDefaultAccountType(definition.namespace)).toBe(definition.accountTypes[0])
    }
    expect(
      builtinChainNamespaceDefinitions.eip155.isAddress('0x52908400098527886E0F7030069857D2E4169EE7'),
    ).toBe(true)
    expect(builtinChainNamespaceDefinitions.eip155.isReference('1')).toBe(true)
    expect(builtinChainNamespaceDefinitions.eip155.isReference('0x1')).toBe(false)
    expect(builtinChainNamespaceDefinitions.solana.rpcMethods.approval).toContain('solana_signMessage')
  })

  it('types: an augmented namespace is a ChainNamespace, in CAIP ids, networks, account and adapter types', () => {
    expectTypeOf<'tronunit'>().toExtend<ChainNamespace>()
    expectTypeOf<'tronunit:0x2b6653dc'>().toExtend<CaipNetworkId<'tronunit'>>()
    expectTypeOf<`tronunit:0x2b6653dc:${string}`>().toExtend<CaipAddress>()
    expectTypeOf<CaipNetwork<'tronunit'>['id']>().toEqualTypeOf<string>()
    expectTypeOf<CaipNetwork<'tronunit'>['chainNamespace']>().toEqualTypeOf<'tronunit'>()
    expectTypeOf<AccountTypeMap['tronunit']>().toEqualTypeOf<'eoa'>()
    expectTypeOf<'tronunit'>().toExtend<AdapterType>()
    expectTypeOf<'eip155'>().not.toExtend<AdapterType>()
    expectTypeOf<'mars'>().not.toExtend<ChainNamespace>()
  })
})

import { builtinNamespaceRpcMethods } from '../rpc/rpcMethods.js'
import { isBitcoinAddress } from '../validation/isBitcoinAddress.js'
import { isEvmAddress } from '../validation/isEvmAddress.js'
import { isPolkadotAddress } from '../validation/isPolkadotAddress.js'
import { isSolanaAddress } from '../validation/isSolanaAddress.js'
import { builtinAccountTypes } from './accountTypes.js'
import { defineChainNamespace } from './ChainNamespaceDefinition.js'
import type { BuiltinChainNamespace } from './chainNamespaces.js'

const isDecimal = (reference: string) => /^(0|[1-9][0-9]*)$/.test(reference)
/** CAIP-2's reference grammar: what the other built-in namespaces have always accepted is within it. */
const isCaip2Reference = (reference: string) => /^[-_a-zA-Z0-9]{1,32}$/.test(reference)

/** The four namespaces the kernel ships, declared as an adapter declares its own. */
export const builtinChainNamespaceDefinitions = {
  eip155: defineChainNamespace({
    namespace: 'eip155',
    name: 'EVM networks',
    isReference: isDecimal,
    isAddress: isEvmAddress,
    rpcMethods: builtinNamespaceRpcMethods.eip155,
    accountTypes: builtinAccountTypes.eip155,
  }),
  solana: defineChainNamespace({
    namespace: 'solana',
    name: 'Solana networks',
    isReference: isCaip2Reference,
    isAddress: isSolanaAddress,
    rpcMethods: builtinNamespaceRpcMethods.solana,
    accountTypes: builtinAccountTypes.solana,
  }),
  polkadot: defineChainNamespace({
    namespace: 'polkadot',
    name: 'Polkadot networks',
    isReference: isCaip2Reference,
    isAddress: isPolkadotAddress,
    rpcMethods: builtinNamespaceRpcMethods.polkadot,
    accountTypes: builtinAccountTypes.polkadot,
  }),
  bip122: defineChainNamespace({
    namespace: 'bip122',
    name: 'Bitcoin networks',
    isReference: isCaip2Reference,
    isAddress: isBitcoinAddress,
    rpcMethods: builtinNamespaceRpcMethods.bip122,
    accountTypes: builtinAccountTypes.bip122,
  }),
} as const satisfies { [namespace in BuiltinChainNamespace]: unknown }

import { parseSiweMessage } from 'viem/siwe'

/** The account address an EIP-4361 message names, or '' when it names none (AppKit's helper). */
export function getAddressFromMessage(message: string): string {
  return parseSiweMessage(message).address ?? ''
}

/** The CAIP-2 network of an EIP-4361 message (`eip155:<Chain ID>`; `eip155:1` when it names none). */
export function getChainIdFromMessage(message: string): string {
  return `eip155:${parseSiweMessage(message).chainId ?? 1}`
}

import type { FrameChannel } from '../frame/createFrameChannel.js'
import type { FrameUser } from '../frame/frameEvents.js'
import { requestInFrame, type ShowApproval } from './requestInFrame.js'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 error: `code` 4001 is the user's refusal, 4100 not signed in, 4902 a chain the frame does not know. */
export class EmbeddedProviderError extends Error {
  override name = 'EmbeddedProviderError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export type EmbeddedProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

export type CreateEmbeddedProviderOptions = {
  /** Whether this device holds a login: without one, account reads answer at once and the frame stays unloaded. */
  signedIn(): boolean
  /** The frame's channel, loading the frame on first use. */
  channel(): Promise<FrameChannel>
  /** The account type the user (or the app's `defaultAccountTypes`) prefers: a smart account where the chain has one. */
  preferredAccountType?(): 'eoa' | 'smartAccount' | undefined
  /** The frame's user, each time the provider reads it. */
  onUser(user: FrameUser): void
  /** The frame has no login any more (signed out here, or its session expired). */
  onSignedOut(): void
  /**
   * Whether another namespace still uses the embedded wallet: disconnecting this one then leaves the login alone (a
   * multichain app's Solana disconnect must not sign the EVM account out).
   */
  usedElsewhere?(namespace: 'eip155' | 'solana'): boolean
  /** Shows the frame's approval page for a signing request (see `requestInFrame`). */
  showApproval?: ShowApproval
}

/**
 * The embedded wallet as an EIP-1193 provider, which the eip155 adapter connects through like any wallet: account
 * reads come from the frame's user, chain switches from its SWITCH_NETWORK, and every other request is the frame's
 * RPC_REQUEST (a signing one waits for the user's approval in the frame's own page).
 */
export function createEmbeddedProvider(options: CreateEmbeddedProviderOptions): EmbeddedProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }

  async function accounts(required: boolean): Promise<string[]> {
    if (options.signedIn()) {
      const channel = await options.channel()
      if ((await channel.request('IS_CONNECTED')).isConnected) {
        const preferredAccountType = options.preferredAccountType?.()
        const user = await channel.request(
          'GET_USER',
          preferredAccountType ? { preferredAccountType } : undefined,
        )
        options.onUser(user)
        return [user.address]
      }
      options.onSignedOut()
    }
    if (required) throw new EmbeddedProviderError(4100, 'Sign in with email or a social account first')
    return []
  }

  async function switchChain(params: unknown): Promise<null> {
    const [target] = Array.isArray(params) ? params : []
    const chainId = Number((target as { chainId?: unknown } | undefined)?.chainId)
    if (!Number.isSafeInteger(chainId) || chainId <= 0)
      throw new EmbeddedProviderError(-32602, 'Expected [{ chainId }] with a hex chain id')
    const channel = await options.channel()
    try {
      await channel.request('SWITCH_NETWORK', { chainId })
    } catch (cause) {
      throw Object.assign(new EmbeddedProviderError(4902, 'Chain is not supported'), { cause })
    }
    emit('chainChanged', `0x${chainId.toString(16)}`)
    return null
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return accounts(false)
        case 'eth_requestAccounts':
          return accounts(true)
        case 'eth_chainId': {
          const { chainId } = await (await options.channel()).request('GET_CHAIN_ID')
          return `0x${Number(chainId).toString(16)}`
        }
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        case 'wallet_revokePermissions': {
          // ERC-7715's revoke of a smart session names its context; EIP-2255's (`[{ eth_accounts: {} }]`) disconnects.
          if (namesPermissionsContext(params))
            return requestInFrame(await options.channel(), { method, params }, options.showApproval)
          if (options.usedElsewhere?.('eip155')) return null
          // The cached login goes first: a reload while the frame is still answering finds no login.
          const signedIn = options.signedIn()
          options.onSignedOut()
          if (signedIn) await (await options.channel()).request('SIGN_OUT')
          return null
        }
        default:
          return requestInFrame(await options.channel(), { method, params }, options.showApproval)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

function namesPermissionsContext(params: unknown): boolean {
  const single = Array.isArray(params) && params.length === 1 ? params[0] : params
  return typeof single === 'object' && single !== null && 'permissionsContext' in single
}

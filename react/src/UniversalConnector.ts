import {
  AccountNotConnectedError,
  type ChainNamespace,
  ConnectionCancelledError,
  watchModalState,
} from '@foyer/core/eager'
import type { AppKit, CreateAppKit } from './AppKit.js'
import { createAppKit } from './createAppKit.js'
import type { CustomCaipNetwork } from './types/CustomCaipNetwork.js'

/** One namespace a UniversalConnector asks the wallet for: its chains, with the methods and events the app uses. */
export type UniversalConnectorNamespace = {
  namespace: ChainNamespace
  chains: CustomCaipNetwork[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/** AppKit's `UniversalConnector` configuration (`@reown/appkit-universal-connector`). */
export type UniversalConnectorConfig = {
  projectId: string
  metadata: NonNullable<CreateAppKit['metadata']>
  networks: UniversalConnectorNamespace[]
  /** The modal's other options; WalletConnect is the only way in, so no `adapters`. */
  modalConfig?: Omit<CreateAppKit, 'networks' | 'projectId' | 'metadata' | 'adapters'>
  /** WalletConnect's: `relayUrl` (a self-hosted relay, such as the devnet's). */
  providerConfig?: { relayUrl?: string }
}

/** The WalletConnect session the wallet approved (WalletConnect's `SessionTypes.Struct`, the fields apps read). */
export type UniversalConnectorSession = {
  topic: string
  namespaces: Record<string, { accounts: string[]; methods: string[]; events: string[]; chains?: string[] }>
  peer: { metadata: { name: string; description: string; url: string; icons: string[] } }
  expiry: number
}

/** WalletConnect's UniversalProvider, as far as a UniversalConnector's user calls it. */
export type UniversalConnectorProvider = {
  session?: UniversalConnectorSession | undefined
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  disconnect(): Promise<void>
}

/**
 * AppKit's `UniversalConnector`: WalletConnect for an app that talks to the wallet itself, with the modal only for
 * pairing. `UniversalConnector.init(config)` makes the modal in basic mode (WalletConnect for each namespace);
 * `connect()` opens it and resolves with the session once a wallet approves; `request(args, chain)` sends through
 * that session. The namespaces are those Foyer's WalletConnect serves (eip155, solana, bip122).
 */
export class UniversalConnector {
  readonly appKit: AppKit
  readonly config: UniversalConnectorConfig

  constructor({ appKit, config }: { appKit: AppKit; config: UniversalConnectorConfig }) {
    this.appKit = appKit
    this.config = config
  }

  static async init(config: UniversalConnectorConfig): Promise<UniversalConnector> {
    const appKit = createAppKit({
      ...config.modalConfig,
      ...(config.providerConfig?.relayUrl ? { relayUrl: config.providerConfig.relayUrl } : {}),
      projectId: config.projectId,
      metadata: config.metadata,
      networks: config.networks.flatMap(({ chains }) => chains) as [
        CustomCaipNetwork,
        ...CustomCaipNetwork[],
      ],
    })
    await appKit.ready()
    return new UniversalConnector({ appKit, config })
  }

  /** WalletConnect's provider while a session is live, else `undefined`. */
  get provider(): UniversalConnectorProvider | undefined {
    for (const { namespace } of this.config.networks) {
      const provider = this.appKit.getProvider<UniversalConnectorProvider>(namespace)
      if (provider?.session) return provider
    }
    return undefined
  }

  /**
   * Opens the modal and resolves with the session once a wallet approves (at once with the live one, if any); rejects
   * with ConnectionCancelledError if the modal closes first.
   */
  async connect(): Promise<{ session: UniversalConnectorSession }> {
    const live = this.provider?.session
    if (live) return { session: live }
    const connected = new Promise<UniversalConnectorSession>((resolve, reject) => {
      const settle = () => {
        const session = this.provider?.session
        if (session) {
          stop()
          resolve(session)
        }
      }
      const stopProviders = this.appKit.subscribeProviders(settle)
      const stopModal = watchModalState(this.appKit.kernel, {
        onChange: ({ open }) => {
          if (open || this.provider?.session) return
          stop()
          reject(new ConnectionCancelledError({ namespace: this.config.networks[0]?.namespace ?? 'eip155' }))
        },
      })
      const stop = () => {
        stopProviders()
        stopModal()
      }
    })
    await this.appKit.open()
    const session = await connected
    await this.appKit.close()
    return { session }
  }

  async disconnect(): Promise<void> {
    await this.appKit.disconnect()
  }

  /** Sends `args` to the wallet on `chain` (a CAIP-2 id, such as 'eip155:1'). */
  async request<T = unknown>(args: { method: string; params?: unknown }, chain: string): Promise<T> {
    const provider = this.provider
    if (!provider)
      throw new AccountNotConnectedError({
        namespace: chain.split(':')[0] ?? chain,
        operation: `UniversalConnector.request(${args.method})`,
      })
    return provider.request<T>(args, chain)
  }
}

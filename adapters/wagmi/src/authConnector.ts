import { InvalidOptionsError } from '@foyer/core/eager'
import type { CreateConfigParameters, CreateConnectorFn } from '@wagmi/core'

/** AppKit's `authConnector` parameters; `options.projectId` is kept for its shape (no cloud project is needed). */
export type AuthParameters = {
  chains?: CreateConfigParameters['chains']
  options: { projectId: string; enableAuthLogger?: boolean }
}

const authConnectorMark = Symbol.for('foyer.wagmi.authConnector')

/**
 * AppKit's embedded-wallet (email and social login) connector for wagmi. In Foyer the embedded wallet comes from the
 * `socials()` plugin, and the WagmiAdapter wires it as a wagmi connector itself: pass this in the adapter's
 * `connectors` (as in AppKit) and it stands for that wallet; the adapter refuses it when `socials()` is not installed.
 */
export function authConnector(parameters: AuthParameters): CreateConnectorFn {
  const create = () => {
    throw new InvalidOptionsError({
      field: 'authConnector',
      details:
        "authConnector() belongs in WagmiAdapter's `connectors`, with the socials() plugin in createAppKit's plugins: that plugin's embedded wallet is the connector.",
    })
  }
  return Object.assign(create, { [authConnectorMark]: parameters }) as unknown as CreateConnectorFn
}

export function isAuthConnector(connector: CreateConnectorFn): boolean {
  return authConnectorMark in connector
}

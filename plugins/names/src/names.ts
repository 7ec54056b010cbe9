import { definePlugin, type FoyerPlugin } from '@foyer/core/eager'

/** SPEC.md §4 name registration, as the RegisterAccountName views move through it. */
export type NamesState = {
  /**
   * `editing` on the form; `signing` while the wallet signs, `registering` while the naming service stores it, on the
   * success view; `registered` once it did.
   */
  status: 'editing' | 'signing' | 'registering' | 'registered'
  /** The full name (`label` + suffix) being or last registered. */
  name: string | undefined
  /** Why the last attempt failed, shown on the form it went back to. */
  error: string | undefined
  /** The naming service's suffix (the plugin's `suffix` option). */
  suffix: string
}

export type NamesOptions = {
  /**
   * The naming service's suffix, appended to what the user types (the reference service's is `.foyer.eth`, the
   * default).
   */
  suffix?: string
}

export type NamesPlugin = FoyerPlugin<NamesState> & {
  name: 'names'
  /** The suffix names are registered under. */
  suffix: string
  views: readonly [
    { id: 'RegisterAccountName'; title: 'Choose name' },
    { id: 'RegisterAccountNameSuccess'; title: 'Name registered' },
  ]
}

export const defaultNameSuffix = '.foyer.eth'

export const initialNamesState = (suffix = defaultNameSuffix): NamesState => ({
  status: 'editing',
  name: undefined,
  error: undefined,
  suffix,
})

/**
 * Name registration, headless: the `RegisterAccountName` and `RegisterAccountNameSuccess` views, the Account view's
 * "Choose name" entry (EVM accounts), and a state slice reset at disconnect. `registerAccountName` does the work;
 * the React views come from `@foyer/plugin-names/react`.
 */
export function names({ suffix = defaultNameSuffix }: NamesOptions = {}): NamesPlugin {
  if (!/^(\.[a-z0-9-]+)+$/.test(suffix))
    throw new TypeError(`names({ suffix }): expected labels like ".foyer.eth", got ${JSON.stringify(suffix)}`)
  return {
    ...definePlugin({
      name: 'names',
      views: [
        { id: 'RegisterAccountName', title: 'Choose name' },
        { id: 'RegisterAccountNameSuccess', title: 'Name registered' },
      ],
      accountEntry: {
        id: 'names',
        title: 'Choose name',
        titleWhenNamed: 'Change name',
        view: 'RegisterAccountName',
        namespaces: ['eip155'],
      },
      state: () => initialNamesState(suffix),
      resetOn: ['disconnect', 'accountChange'],
    }),
    suffix,
  } as NamesPlugin
}

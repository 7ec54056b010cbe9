/** The name the devnet's `FoyerNameRegistry` gives a dev account (by index) on every EVM chain. */
export const devnetRegistryNames = [{ accountIndex: 1, name: 'dev1.foyer' }] as const

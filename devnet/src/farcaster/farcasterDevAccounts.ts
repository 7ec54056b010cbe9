/** A Farcaster account of the devnet: `fid` is registered in `FoyerIdRegistry` to dev account `accountIndex`. */
export type FarcasterDevAccount = {
  fid: number
  /** The index of the custody address among the devnet mnemonic's dev accounts. */
  accountIndex: number
  username: string
  displayName: string
  bio: string
  /** A `data:` SVG monogram, so nothing is fetched. */
  pfpUrl: string
}

const profiles = [
  { username: 'alice', displayName: 'Alice', color: '#7c65c1' },
  { username: 'bob', displayName: 'Bob', color: '#2f80ed' },
  { username: 'carol', displayName: 'Carol', color: '#27ae60' },
  { username: 'dave', displayName: 'Dave', color: '#eb5757' },
] as const

/** Registered on every EVM chain in this order, so dev account i holds fid i + 1. */
export const farcasterDevAccounts: readonly FarcasterDevAccount[] = profiles.map(
  ({ username, displayName, color }, accountIndex) => ({
    fid: accountIndex + 1,
    accountIndex,
    username,
    displayName,
    bio: `Dev account ${accountIndex} of the Foyer devnet.`,
    pfpUrl: `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="42" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${displayName.charAt(0)}</text></svg>`,
    )}`,
  }),
)

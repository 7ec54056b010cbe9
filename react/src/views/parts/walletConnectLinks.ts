import { formatWalletLink } from '../../wallets/formatWalletLink.js'
import type { WalletLinks } from '../../wallets/WalletEntry.js'

export type WalletConnectLinkKind = 'mobile' | 'desktop' | 'webapp'
export type WalletConnectLink = { kind: WalletConnectLinkKind; href: string }

const kinds: readonly WalletConnectLinkKind[] = ['mobile', 'desktop', 'webapp']

/**
 * The wallet's links from its registry entry, each carrying the pairing URI when there is one: the mobile app's
 * native scheme (`wallet://wc?uri=`) or universal link (`https://…/wc?uri=`), the desktop app and the web app.
 * Links with unsafe schemes are left out.
 */
export function getWalletConnectLinks(links: WalletLinks, uri?: string): WalletConnectLink[] {
  return kinds.flatMap((kind) => {
    const href = formatWalletLink(links[kind], uri)
    return href ? [{ kind, href }] : []
  })
}

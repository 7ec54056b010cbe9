import type { Kernel } from '@foyer/core'
import { getWalletApi } from './getWalletApi.js'
import { isRegistryWalletId } from './isRegistryWalletId.js'
import type { WalletLinks } from './WalletEntry.js'

export type WalletDetails = { name: string; imageUrl?: string; imageId?: string; links: WalletLinks }

/** A wallet's name, image and links by id: the host's custom wallets first, then the registry (one request). */
export async function findWalletDetails(
  kernel: Kernel,
  walletId: string,
): Promise<WalletDetails | undefined> {
  const custom = kernel.options.customWallets?.find((wallet) => wallet.id === walletId)
  if (custom) {
    return {
      name: custom.name,
      ...(custom.image_url ? { imageUrl: custom.image_url } : {}),
      links: compactLinks({
        mobile: custom.mobile_link,
        desktop: custom.desktop_link,
        webapp: custom.webapp_link,
        homepage: custom.homepage,
      }),
    }
  }
  const api = getWalletApi(kernel)
  if (!api || !isRegistryWalletId(walletId)) return undefined
  const { data } = await api.getWallets({ page: 1, entries: 1, include: [walletId] })
  const wallet = data.find((entry) => entry.id === walletId)
  if (!wallet) return undefined
  return {
    name: wallet.name,
    imageId: wallet.image_id,
    links: compactLinks({
      mobile: wallet.mobile_link,
      desktop: wallet.desktop_link,
      webapp: wallet.webapp_link,
      homepage: wallet.homepage,
    }),
  }
}

function compactLinks(links: Record<keyof WalletLinks, string | null | undefined>): WalletLinks {
  return Object.fromEntries(Object.entries(links).filter(([, value]) => Boolean(value))) as WalletLinks
}

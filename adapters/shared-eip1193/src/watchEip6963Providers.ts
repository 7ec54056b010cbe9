import { configureZod } from '@foyer/core/eager'
import * as z from 'zod/mini'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { isEip1193Provider } from './Eip1193Provider.js'
import type { Eip6963Target } from './Eip6963Target.js'

configureZod()

export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

const detailSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    icon: z.string(),
    rdns: z.string().check(z.minLength(1)),
  }),
  provider: z.custom<Eip1193Provider>(isEip1193Provider, 'provider must have a request function'),
})

export type WatchEip6963ProvidersParameters = {
  target: Eip6963Target
  /** Called with every announced wallet so far, one per rdns (a later announcement replaces an earlier one). */
  onChange(details: readonly Eip6963ProviderDetail[]): void
}

/**
 * Listens for `eip6963:announceProvider` and asks the page's wallets to announce (`eip6963:requestProvider`).
 * Announcements that do not follow EIP-6963 are ignored. Returns a function that stops listening.
 */
export function watchEip6963Providers({ target, onChange }: WatchEip6963ProvidersParameters): () => void {
  const byRdns = new Map<string, Eip6963ProviderDetail>()
  const onAnnounce = (event: Event) => {
    const parsed = detailSchema.safeParse((event as CustomEvent).detail)
    if (!parsed.success) return
    const detail = parsed.data
    const known = byRdns.get(detail.info.rdns)
    if (known && known.provider === detail.provider && known.info.uuid === detail.info.uuid) return
    byRdns.set(detail.info.rdns, detail)
    onChange([...byRdns.values()])
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  requestEip6963Providers(target)
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}

/** Asks every wallet on the page to announce itself again. */
export function requestEip6963Providers(target: Eip6963Target): void {
  target.dispatchEvent(new Event('eip6963:requestProvider'))
}

import { expect, it } from 'vitest'
import type { SocialsContext } from '../socials.js'
import type { FrameChannel } from './createFrameChannel.js'
import { frameEvents } from './frameEvents.js'
import { syncLocale } from './syncLocale.js'

it("sends the app's locale to the frame now and on each switch (SYNC_LOCALE); none or a non-tag: the browser's", async () => {
  let locale: string | undefined = 'ar'
  const subscribers = new Set<() => void>()
  const context = {
    getLocale: () => locale,
    subscribe: (listener: () => void) => {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
  } as unknown as SocialsContext
  const sent: unknown[] = []
  const channel = {
    request: async (event: string, payload: unknown) => {
      expect(event).toBe('SYNC_LOCALE')
      // What the frame will accept: the protocol's own schema.
      expect(frameEvents.SYNC_LOCALE.request.safeParse(payload).success).toBe(true)
      sent.push(payload)
    },
  } as unknown as FrameChannel
  const switchTo = (next: string | undefined) => {
    locale = next
    for (const listener of subscribers) listener()
  }
  const stop = syncLocale(context, channel)
  switchTo('ar')
  switchTo('pt-BR')
  switchTo(undefined)
  switchTo('not a tag')
  switchTo('ja')
  stop()
  switchTo('de')
  expect(sent).toEqual([{ locale: 'ar' }, { locale: 'pt-BR' }, {}, { locale: 'ja' }])
  expect(frameEvents.SYNC_LOCALE.request.safeParse({ locale: '<script>' }).success).toBe(false)
})

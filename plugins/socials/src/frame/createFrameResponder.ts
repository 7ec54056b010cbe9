import { BaseError } from '@foyer/core'
import * as z from 'zod/mini'
import {
  appEventPrefix,
  approvalIdSchema,
  type FrameEventName,
  type FrameRequest,
  type FrameResponse,
  frameEventNames,
  frameEventPrefix,
  frameEvents,
} from './frameEvents.js'

// Here, on the frame's side only: the app's chunks then never build a template-literal schema, whose zod code would
// ride on the page's first load with the rest of zod's core.
/** A message from the app to the frame: `{ type: '@foyer-app/<EVENT>', id, payload }`. */
export const appMessageSchema = z.object({
  type: z.templateLiteral([appEventPrefix, z.enum(frameEventNames as [FrameEventName, ...FrameEventName[]])]),
  id: approvalIdSchema,
  payload: z.optional(z.unknown()),
})
export type AppMessage = z.infer<typeof appMessageSchema>

export type FrameHandlers = {
  [Name in FrameEventName]?: (
    payload: FrameRequest<Name>,
  ) => FrameResponse<Name> | Promise<FrameResponse<Name>>
}

export type FrameResponderOptions = {
  /** The app's origin: the only one whose messages are answered, and the only one replies are posted to. */
  appOrigin: string
  /** The app's window (`window.parent` inside the frame): messages from any other window are ignored. */
  appWindow: MessageEventSource | Window
  /** The frame's own window, whose `message` events carry the app's requests. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
  handlers: FrameHandlers
}

/**
 * The frame's side of the protocol (SPEC §7): answers each app event from the app's origin and window with one
 * `_SUCCESS` (the handler's result) or `_ERROR` (`{ message }`) reply carrying the request's id. Events without a
 * handler, and payloads that fail their schema, are answered with `_ERROR`. Returns the stop.
 */
export function createFrameResponder({
  appOrigin,
  appWindow,
  window,
  handlers,
}: FrameResponderOptions): () => void {
  const origin = new URL(appOrigin).origin
  const reply = (type: string, id: string, payload: unknown) =>
    (appWindow as Window).postMessage({ type: `${frameEventPrefix}${type}`, id, payload }, origin)

  const onMessage = async (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== appWindow) return
    const parsed = appMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const { id, type } = parsed.data
    const name = type.slice(appEventPrefix.length) as FrameEventName
    const handler = handlers[name] as ((payload: unknown) => unknown) | undefined
    if (!handler) return reply(`${name}_ERROR`, id, { message: `${name} is not supported by this frame` })
    const payload = frameEvents[name].request.safeParse(parsed.data.payload)
    if (!payload.success) return reply(`${name}_ERROR`, id, { message: `Invalid ${name} request` })
    try {
      const result = await handler(payload.data)
      reply(`${name}_SUCCESS`, id, result)
    } catch (error) {
      reply(`${name}_ERROR`, id, { message: toFrameErrorMessage(error) })
    }
  }
  const listener = (event: Event) => void onMessage(event as MessageEvent)
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}

/** What the app may see of a failure: a Foyer error's sentence, never a stack or an internal message. */
function toFrameErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return 'Something went wrong'
}

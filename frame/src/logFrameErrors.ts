import type { FrameHandlers } from '@foyer/plugin-socials/protocol'

/**
 * AppKit's `enableAuthLogger` inside the frame: each request the app sends that fails is logged to the frame's
 * console with its event name, before the error goes back to the app. The handlers stay as they are otherwise.
 */
export function logFrameErrors(handlers: FrameHandlers, log: (...data: unknown[]) => void): FrameHandlers {
  const logged: Record<string, unknown> = {}
  for (const [event, handler] of Object.entries(handlers) as [string, (payload: unknown) => unknown][]) {
    logged[event] = async (payload: unknown) => {
      try {
        return await handler(payload)
      } catch (error) {
        log(`[foyer frame] ${event} failed`, error)
        throw error
      }
    }
  }
  return logged as FrameHandlers
}

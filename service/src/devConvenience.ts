import type { RouteHandler } from './createRouter.js'
import { DevConveniencesOffError } from './serviceErrors.js'

/** A dev-convenience route: with dev conveniences off it answers 404 `dev_conveniences_off` and runs nothing. */
export function devConvenience(enabled: boolean, handler: RouteHandler): RouteHandler {
  return (context) => {
    if (!enabled) throw new DevConveniencesOffError(context.method, context.path)
    return handler(context)
  }
}

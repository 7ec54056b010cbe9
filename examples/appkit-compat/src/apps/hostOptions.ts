import type { ExampleOptions } from '../exampleOptions.js'

/**
 * The options the host gives the example before it runs (`window.appKitExampleOptions`): in the browser test, the
 * devnet's RPCs, service and relay. Without them the example uses its networks' own RPCs.
 */
export const hostOptions: ExampleOptions =
  (globalThis as { appKitExampleOptions?: ExampleOptions }).appKitExampleOptions ?? {}

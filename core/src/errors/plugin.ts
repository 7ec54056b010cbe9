import { BaseError } from './BaseError.js'

export type DuplicatePluginErrorType = DuplicatePluginError

/** Two plugins share a `name`: their state slices, storage and events would collide. */
export class DuplicatePluginError extends BaseError {
  override name = 'DuplicatePluginError'
  readonly pluginName: string
  readonly indexes: readonly [number, number]
  constructor({ name, indexes }: { name: string; indexes: readonly [number, number] }) {
    super(`Two plugins are named "${name}": plugins[${indexes[0]}] and plugins[${indexes[1]}].`, {
      details:
        'Each plugin needs a unique name; install a plugin once, or give your own plugins distinct names.',
      docsPath: '/plugins#names',
    })
    this.pluginName = name
    this.indexes = indexes
  }
}

export type DuplicateAccountEntryErrorType = DuplicateAccountEntryError

/** Two plugins claim the same Account view entry (a wallet feature such as `send`, or an `accountEntry` id). */
export class DuplicateAccountEntryError extends BaseError {
  override name = 'DuplicateAccountEntryError'
  readonly entryId: string
  readonly plugins: readonly [string, string]
  constructor({ id, plugins }: { id: string; plugins: readonly [string, string] }) {
    super(`Plugins "${plugins[0]}" and "${plugins[1]}" both add the Account entry "${id}".`, {
      details:
        'An Account view entry belongs to one plugin: install one of them, or give the entries distinct ids.',
      docsPath: '/plugins#account-entries',
    })
    this.entryId = id
    this.plugins = plugins
  }
}

export type InvalidPluginErrorType = InvalidPluginError

/** A plugin object, or something it declared (an Account entry, an event, a storage key), is not usable. */
export class InvalidPluginError extends BaseError {
  override name = 'InvalidPluginError'
  readonly pluginName: string
  constructor({ plugin, details, cause }: { plugin: string; details: string; cause?: unknown }) {
    super(`Invalid plugin "${plugin}".`, { details, cause, docsPath: '/plugins' })
    this.pluginName = plugin
  }
}

export type PluginEventErrorType = PluginEventError

/** A plugin emitted an event it did not declare, or a payload its event's schema rejects. */
export class PluginEventError extends BaseError {
  override name = 'PluginEventError'
  readonly pluginName: string
  readonly event: string
  constructor({
    plugin,
    event,
    reason,
    cause,
  }: { plugin: string; event: string; reason: string; cause?: unknown }) {
    super(`Plugin "${plugin}" cannot emit "${event}": ${reason}.`, { cause, docsPath: '/plugins#events' })
    this.pluginName = plugin
    this.event = event
  }
}

export type ConnectorConflictErrorType = ConnectorConflictError

/**
 * A plugin provides a wallet whose connector id is already another party's (a wallet another plugin provides, one an
 * adapter discovered, or the connected account's): it would take over that wallet's listing and account.
 */
export class ConnectorConflictError extends BaseError {
  override name = 'ConnectorConflictError'
  readonly connectorId: string
  readonly owners: readonly [string, string]
  constructor({ connectorId, owners }: { connectorId: string; owners: readonly [string, string] }) {
    super(
      `Connector "${connectorId}" is ${owners[0]}'s: ${owners[1]} cannot provide a wallet with that id.`,
      {
        details: 'A connector id belongs to one party. Give the provided wallet its own id.',
        docsPath: '/plugins#provided-wallets',
      },
    )
    this.connectorId = connectorId
    this.owners = owners
  }
}

export type DuplicateViewErrorType = DuplicateViewError

/** A plugin registers a view id that is a core view's or another plugin's: it would stand in for that view. */
export class DuplicateViewError extends BaseError {
  override name = 'DuplicateViewError'
  readonly viewId: string
  readonly owners: readonly [string, string]
  constructor({ id, owners }: { id: string; owners: readonly [string, string] }) {
    super(`View "${id}" is ${owners[0]}'s: ${owners[1]} cannot register it.`, {
      details: 'A view id belongs to one party (a core view or one plugin). Give the view its own id.',
      docsPath: '/plugins#views',
    })
    this.viewId = id
    this.owners = owners
  }
}

export type PluginHookErrorType = PluginHookError

/**
 * A plugin's `setup`, hook tap or event listener threw, or did not settle in time: it is reported on the kernel's
 * `error` event and skipped, and the kernel goes on (starting, opening, closing, connecting, disconnecting).
 */
export class PluginHookError extends BaseError {
  override name = 'PluginHookError'
  readonly pluginName: string
  readonly hook: string
  constructor({
    plugin,
    hook,
    cause,
    timeoutMs,
  }: { plugin: string; hook: string; cause?: unknown; timeoutMs?: number }) {
    super(
      timeoutMs === undefined
        ? `Plugin "${plugin}" failed in ${hook}; it was skipped.`
        : `Plugin "${plugin}" did not settle ${hook} within ${timeoutMs} ms; it was skipped.`,
      { cause, docsPath: '/plugins#failures' },
    )
    this.pluginName = plugin
    this.hook = hook
  }
}

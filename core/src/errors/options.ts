import { BaseError } from './BaseError.js'

export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  constructor({ details, field }: { details: string; field?: string }) {
    super(field ? `Invalid option \`${field}\`.` : 'Invalid options.', { details, docsPath: '/options' })
  }
}

export class ProjectIdRequiredError extends BaseError {
  override name = 'ProjectIdRequiredError'
  constructor() {
    super('Project ID Not Configured', {
      details:
        'options.projectId is required: pass the id of your project (any id your Foyer service knows).',
      docsPath: '/options#projectid',
    })
  }
}

export class SiwxConflictError extends BaseError {
  override name = 'SiwxConflictError'
  constructor() {
    super('siweConfig and siwx cannot both be set.', {
      details: 'Pass either options.siwx or the legacy options.siweConfig, not both.',
      docsPath: '/options#siwx',
    })
  }
}

/** `siwx` or `siweConfig` was set, but nothing would ever ask the account to sign in. */
export class SiwxPluginMissingError extends BaseError {
  override name = 'SiwxPluginMissingError'
  constructor(option: 'siwx' | 'siweConfig') {
    super(`options.${option} needs the SIWX plugin.`, {
      details: `Install @foyer/plugin-siwx and add siwx() to options.plugins; without it options.${option} would be ignored.`,
      docsPath: '/options#siwx',
    })
  }
}

/**
 * `themeVariables` held names that are no theme token (or values that are not a string or number). Reported through
 * the kernel's `error` event and the console; the other variables still apply.
 */
export class UnknownThemeVariableError extends BaseError {
  override name = 'UnknownThemeVariableError'
  readonly names: readonly string[]
  constructor({ names }: { names: readonly string[] }) {
    super(`Unknown theme variable${names.length > 1 ? 's' : ''}: ${names.join(', ')}.`, {
      details:
        'themeVariables accepts the --foyer-* token names, AppKit\u2019s --w3m-* and --apkt-* names, and string or number values; these were not applied.',
      docsPath: '/theming',
    })
    this.names = names
  }
}

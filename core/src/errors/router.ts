import { BaseError } from './BaseError.js'

export class ViewNotFoundError extends BaseError {
  override name = 'ViewNotFoundError'
  constructor({ view }: { view: string }) {
    super(`View "${view}" is not registered.`, {
      details:
        'Core views are always there; a plugin view exists only while its plugin and feature are enabled.',
      docsPath: '/plugins#views',
    })
  }
}

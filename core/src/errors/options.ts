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

import { BaseError } from './BaseError.js'

/** The service refused the project (403: an unknown project id, or the page's origin is not on its allow-list). */
export class InvalidAppConfigurationError extends BaseError {
  override name = 'InvalidAppConfigurationError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Invalid App Configuration', {
      ...(cause === undefined ? {} : { cause }),
      details:
        'The Foyer service answered 403: check that projectId is right and that this origin is on the allow-list of the project.',
      docsPath: '/options#projectid',
    })
  }
}

/** A tracked analytics event that can't be sent: an empty or overlong name, or properties that aren't plain JSON. */
export class InvalidAnalyticsEventError extends BaseError {
  override name = 'InvalidAnalyticsEventError'
  constructor({ details }: { details: string }) {
    super('Invalid analytics event.', { details, docsPath: '/plugins#analytics' })
  }
}

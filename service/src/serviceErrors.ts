import { BaseError } from '@foyer/core'

/** An error the reference service answers with: `status` and `code` go on the wire as `{ error, message }`. */
export class ServiceError extends BaseError {
  override name = 'ServiceError'
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string, details?: string) {
    super(message, details === undefined ? {} : { details })
    this.status = status
    this.code = code
  }
}

export class InvalidInputError extends ServiceError {
  override name = 'InvalidInputError'
  constructor(message: string) {
    super(400, 'invalid_input', message)
  }
}

export class MalformedJsonError extends ServiceError {
  override name = 'MalformedJsonError'
  constructor(details: string) {
    super(400, 'malformed_json', 'The request body is not valid JSON', details)
  }
}

export class InvalidAppConfigurationError extends ServiceError {
  override name = 'InvalidAppConfigurationError'
  constructor(projectId: string | undefined) {
    super(
      403,
      'invalid_project',
      'Invalid App Configuration',
      projectId ? `Unknown project id "${projectId}"` : 'No projectId given',
    )
  }
}

export class OriginNotAllowedError extends ServiceError {
  override name = 'OriginNotAllowedError'
  constructor(origin: string) {
    super(403, 'origin_not_allowed', 'Unauthorized: origin not allowed', `Origin ${origin} is not allowed`)
  }
}

/** A sign-in message (SIWX, Sign In With Farcaster) names a domain or URI that is not the project's. */
export class SignInTargetError extends ServiceError {
  override name = 'SignInTargetError'
  constructor(message: string) {
    super(403, 'sign_in_domain_not_allowed', message)
  }
}

/** The project turned this feature off (`features` in its configuration). */
export class FeatureDisabledError extends ServiceError {
  override name = 'FeatureDisabledError'
  constructor(projectId: string, feature: string) {
    super(403, 'feature_disabled', `${feature} is turned off for project ${projectId}`)
  }
}

export class UnauthorizedError extends ServiceError {
  override name = 'UnauthorizedError'
  constructor(message: string) {
    super(401, 'unauthorized', message)
  }
}

export class NotFoundError extends ServiceError {
  override name = 'NotFoundError'
  constructor(message: string) {
    super(404, 'not_found', message)
  }
}

export class MethodNotAllowedError extends ServiceError {
  override name = 'MethodNotAllowedError'
  constructor(method: string, path: string) {
    super(405, 'method_not_allowed', `${method} is not allowed on ${path}`)
  }
}

export class BodyTooLargeError extends ServiceError {
  override name = 'BodyTooLargeError'
  constructor(maxBytes: number) {
    super(413, 'body_too_large', 'The request body is too large', `At most ${maxBytes} bytes`)
  }
}

export class ConflictError extends ServiceError {
  override name = 'ConflictError'
  constructor(message: string) {
    super(409, 'conflict', message)
  }
}

export class TooManyRequestsError extends ServiceError {
  override name = 'TooManyRequestsError'
  readonly retryAfterSeconds: number
  /** `details` names the limit that was reached. */
  constructor(retryAfterSeconds: number, details?: string) {
    super(429, 'too_many_requests', `Please try again after ${retryAfterSeconds} seconds`, details)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export class UnsupportedChainError extends ServiceError {
  override name = 'UnsupportedChainError'
  constructor(chainId: string) {
    super(400, 'unsupported_chain', `Chain ${chainId} is not supported by this service`)
  }
}

/** A local chain or RPC endpoint failed or did not answer: 502. */
export class UpstreamError extends ServiceError {
  override name = 'UpstreamError'
  constructor(what: string, cause: unknown) {
    super(
      502,
      'upstream_error',
      'The service could not complete the request',
      `${what}: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  }
}

/** A chain's RPC endpoint could not be reached or did not answer within the RPC timeout: 503, retry later. */
export class ChainUnavailableError extends ServiceError {
  override name = 'ChainUnavailableError'
  constructor(what: string, cause: unknown) {
    super(
      503,
      'chain_unavailable',
      'A chain this request needs is unavailable; try again later',
      `${what}: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  }
}

/** `/metrics` without the `FOYER_METRICS_TOKEN` bearer token. */
export class MetricsTokenError extends ServiceError {
  override name = 'MetricsTokenError'
  constructor() {
    super(
      401,
      'unauthorized',
      'GET /metrics needs the metrics token',
      'Send Authorization: Bearer <FOYER_METRICS_TOKEN>',
    )
  }
}

/** The service has no mail sender, or its SMTP server refused or did not answer in time: 503, nothing was kept. */
export class MailUnavailableError extends ServiceError {
  override name = 'MailUnavailableError'
  /** What went wrong with the mail server, for the service's logs (`details`, on the wire, names no server). */
  readonly reason: string
  constructor(details: string, reason = details) {
    super(503, 'mail_unavailable', 'The service could not send the email: try again later', details)
    this.reason = reason
  }
}

/** A bug in the service itself (not a chain failure): 500, logged. */
export class InternalServiceError extends ServiceError {
  override name = 'InternalServiceError'
  constructor() {
    super(500, 'internal_error', 'The service failed on this request')
  }
}

/** A dev convenience route (the mailbox, the dev OAuth provider, the analytics dump) on a service that has them off. */
export class DevConveniencesOffError extends ServiceError {
  override name = 'DevConveniencesOffError'
  constructor(method: string, path: string) {
    super(
      404,
      'dev_conveniences_off',
      `${method} ${path} is a dev convenience, off on this service`,
      'Start the service on a loopback address with devConveniences: true (or FOYER_DEV_CONVENIENCES=1) to turn it on',
    )
  }
}

/** An OAuth `redirect_uri` that is not on the service's allow-list: refused, never redirected to. */
export class RedirectUriNotAllowedError extends ServiceError {
  override name = 'RedirectUriNotAllowedError'
  constructor(redirectUri: string) {
    super(
      400,
      'redirect_uri_not_allowed',
      `redirect_uri ${redirectUri} is not on this service's OAuth redirect allow-list`,
      'Add its origin and path to oauthRedirectUris (or FOYER_OAUTH_REDIRECT_URIS)',
    )
  }
}

/** A store of the service is full for this caller (or in total): 429 without a retry time. */
export class LimitReachedError extends ServiceError {
  override name = 'LimitReachedError'
  constructor(message: string) {
    super(429, 'limit_reached', message)
  }
}

/** `startReferenceService` was given options it refuses: the message names the option. */
export class ReferenceServiceOptionsError extends BaseError {
  override name = 'ReferenceServiceOptionsError'
  constructor(shortMessage: string, details?: string) {
    super(shortMessage, details === undefined ? {} : { details })
  }
}

import * as z from 'zod'
import type { RequestContext } from './createRouter.js'
import { isLoopbackHost } from './isLoopbackHost.js'
import {
  FeatureDisabledError,
  InvalidAppConfigurationError,
  OriginNotAllowedError,
  ReferenceServiceOptionsError,
  SignInTargetError,
} from './serviceErrors.js'

/** The service features a project can turn off; each is on when absent. */
export const projectFeatures = ['siwx', 'farcaster'] as const
export type ProjectFeature = (typeof projectFeatures)[number]

const dayMs = 24 * 60 * 60_000
const anyPort = /^(?<host>[^/:\s]+|\[[0-9a-fA-F:.]+\]):\*$/

/** `https://app.example`, or `http://127.0.0.1:*` (any port; loopback hosts only) for local development. */
const originEntry = z.string().transform((value, context) => {
  const wildcard = /^(https?):\/\/(.+:\*)$/.exec(value)
  if (wildcard) {
    const host = anyPort.exec(wildcard[2] ?? '')?.groups?.host
    if (host && isLoopbackHost(host)) return value.toLowerCase()
    context.addIssue({ code: 'custom', message: `${value}: any port (:*) is for loopback hosts only` })
    return z.NEVER
  }
  const url = URL.parse(value)
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.origin === 'null' ||
    value.replace(/\/$/, '').toLowerCase() !== url.origin
  ) {
    context.addIssue({ code: 'custom', message: `${value}: expected an origin such as https://app.example` })
    return z.NEVER
  }
  return url.origin
})

/** An authority a sign-in message may name: `app.example`, `app.example:8443`, or `localhost:*` (loopback only). */
const domainEntry = z.string().transform((value, context) => {
  const lower = value.toLowerCase()
  const host = anyPort.exec(lower)?.groups?.host
  if (host !== undefined) {
    if (isLoopbackHost(host)) return lower
    context.addIssue({ code: 'custom', message: `${value}: any port (:*) is for loopback hosts only` })
    return z.NEVER
  }
  if (!isAuthority(lower)) {
    context.addIssue({ code: 'custom', message: `${value}: expected a host such as app.example[:port]` })
    return z.NEVER
  }
  return lower
})

/** One project of the service: the configuration `FOYER_PROJECTS` and `startReferenceService({ projects })` take. */
export const serviceProjectSchema = z
  .object({
    projectId: z.string().min(1).max(200),
    /**
     * App origins allowed to call with this project (the `Origin` of browser requests, the app a Farcaster sign-in
     * or an OAuth login returns to). When absent: any origin with dev conveniences on, loopback origins only otherwise.
     */
    allowedOrigins: z.array(originEntry).max(100).optional(),
    /**
     * The authorities (`host[:port]`) a sign-in message (SIWX, Sign In With Farcaster) may name as its `domain`, and
     * whose URLs it may name as its `uri`. When absent: the hosts of `allowedOrigins`; loopback hosts without them.
     */
    signInDomains: z.array(domainEntry).min(1).max(100).optional(),
    /** The longest a SIWX session of this project may last (ms); a message without an expiration gets this. */
    maxSessionMs: z
      .number()
      .int()
      .min(60_000)
      .max(90 * dayMs)
      .default(7 * dayMs),
    /** Features to turn off for this project (`{ "siwx": false }`); each is on when absent. */
    features: z.partialRecord(z.enum(projectFeatures), z.boolean()).default({}),
    /** What getAnalyticsConfig answers; true when absent. */
    analyticsEnabled: z.boolean().optional(),
  })
  .strict()

export const serviceProjectsSchema = z
  .array(serviceProjectSchema)
  .min(1)
  .superRefine((projects, context) => {
    const seen = new Set<string>()
    for (const [index, { projectId }] of projects.entries()) {
      if (seen.has(projectId))
        context.addIssue({
          code: 'custom',
          path: [index, 'projectId'],
          message: `${projectId} is listed twice`,
        })
      seen.add(projectId)
    }
  })

/** A project as given (`allowedOrigins`, `signInDomains`, `features` … optional). */
export type ServiceProjectParameters = z.input<typeof serviceProjectSchema>
/** A project as the routes see it: origins normalised, defaults filled in. */
export type ServiceProject = z.output<typeof serviceProjectSchema>

export const defaultProjectId = 'foyer-dev'

export type ServiceProjects = {
  /**
   * The project of a request (`projectId` query parameter, `x-project-id` header, or `fallbackId` from the
   * body), checking the request's `Origin`; throws a 403 otherwise.
   */
  require: (context: RequestContext, fallbackId?: unknown) => ServiceProject
  /** The project with this id, if any (no origin check). */
  find: (projectId: string) => ServiceProject | undefined
  /** The first project that names `origin` in its `allowedOrigins`, else the first that allows it by default. */
  findByOrigin: (origin: string) => ServiceProject | undefined
  /** Whether `origin` is one of the project's app origins (see `allowedOrigins`). */
  allowsOrigin: (project: ServiceProject, origin: string) => boolean
  /** Throws a 403 unless `feature` is on for the project. */
  requireFeature: (project: ServiceProject, feature: ProjectFeature) => void
  /**
   * Throws a 403 naming what is wrong unless a sign-in message's `domain` is one of the project's sign-in domains
   * and its `uri` an http(s) URL on one of them (https, or http on an allowed origin or a loopback host).
   */
  requireSignInTarget: (project: ServiceProject, message: { domain: string; uri: string }) => void
}

const idSchema = z.string().min(1).max(200).optional()

/** Whether `origin` matches one of `patterns` (origins, or `http://127.0.0.1:*` for any port). */
export function originMatches(patterns: readonly string[], origin: string): boolean {
  const url = URL.parse(origin)
  if (!url || url.origin === 'null') return false
  return patterns.some((pattern) =>
    pattern.endsWith(':*') ? `${url.protocol}//${url.hostname}:*` === pattern : pattern === url.origin,
  )
}

/** Whether `text` is a bare authority, `host[:port]` (no user info, path, query or fragment). */
function isAuthority(text: string): boolean {
  const url = URL.parse(`https://${text}`)
  return url !== null && url.hostname !== '' && !/[/?#@\\\s]/.test(text)
}

/** Whether an authority (`host[:port]`) matches one of `patterns` (`host`, `host:port`, or `host:*`). */
function domainMatches(patterns: readonly string[], authority: string): boolean {
  if (!isAuthority(authority)) return false
  const lower = authority.toLowerCase()
  const hostname = URL.parse(`https://${lower}`)?.hostname
  return patterns.some((pattern) =>
    pattern.endsWith(':*') ? pattern === `${hostname}:*` : pattern === lower,
  )
}

/**
 * The service's projects, checked by `serviceProjectsSchema` (a bad entry stops the start, naming it). Without
 * `devConveniences`, a project without `allowedOrigins` takes loopback origins only: never any origin in production.
 */
export function createServiceProjects(
  projects: ServiceProjectParameters[] = [{ projectId: defaultProjectId }],
  { devConveniences = false }: { devConveniences?: boolean } = {},
): ServiceProjects {
  const parsed = serviceProjectsSchema.safeParse(projects)
  if (!parsed.success) {
    throw new ReferenceServiceOptionsError(
      'Invalid projects',
      parsed.error.issues
        .map((issue) => {
          const index = issue.path[0]
          const id = typeof index === 'number' ? projects[index]?.projectId : undefined
          const where = issue.path.join('.') || 'projects'
          return `${id ? `project "${id}" ` : ''}${where}: ${issue.message}`
        })
        .join('; '),
    )
  }
  const byId = new Map(parsed.data.map((project) => [project.projectId, project]))
  const loopbackOrigin = (origin: string) => {
    const url = URL.parse(origin)
    return url !== null && /^https?:$/.test(url.protocol) && isLoopbackHost(url.hostname)
  }
  const allowsOrigin = (project: ServiceProject, origin: string) =>
    project.allowedOrigins
      ? originMatches(project.allowedOrigins, origin)
      : devConveniences || loopbackOrigin(origin)
  const signInDomainAllowed = (project: ServiceProject, authority: string) => {
    const patterns =
      project.signInDomains ?? project.allowedOrigins?.map((origin) => origin.replace(/^https?:\/\//, ''))
    if (patterns) return domainMatches(patterns, authority)
    return isAuthority(authority) && isLoopbackHost(URL.parse(`https://${authority}`)?.hostname ?? '')
  }

  return {
    require(context, fallbackId) {
      const header = context.headers['x-project-id']
      const raw =
        context.query.get('projectId') ?? (typeof header === 'string' ? header : undefined) ?? fallbackId
      const id = idSchema.safeParse(raw)
      const projectId = id.success ? id.data : undefined
      const project = projectId === undefined ? undefined : byId.get(projectId)
      if (!project) throw new InvalidAppConfigurationError(projectId)
      const origin = context.origin
      if (origin && !allowsOrigin(project, origin)) throw new OriginNotAllowedError(origin)
      return project
    },
    find: (projectId) => byId.get(projectId),
    findByOrigin: (origin) =>
      parsed.data.find(
        (project) => project.allowedOrigins && originMatches(project.allowedOrigins, origin),
      ) ?? parsed.data.find((project) => !project.allowedOrigins && allowsOrigin(project, origin)),
    allowsOrigin,
    requireFeature(project, feature) {
      if (project.features[feature] === false) throw new FeatureDisabledError(project.projectId, feature)
    },
    requireSignInTarget(project, { domain, uri }) {
      if (!signInDomainAllowed(project, domain))
        throw new SignInTargetError(
          `The message is for ${domain}, not a sign-in domain of project ${project.projectId}`,
        )
      const url = URL.parse(uri)
      const allowed =
        url !== null &&
        (originMatches(project.allowedOrigins ?? [], url.origin) ||
          (signInDomainAllowed(project, url.host) &&
            (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname)))))
      if (!allowed)
        throw new SignInTargetError(
          `The message's URI ${uri} is not on a sign-in domain of project ${project.projectId}`,
        )
    },
  }
}

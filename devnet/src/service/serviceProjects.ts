import * as z from 'zod'
import type { RequestContext } from './createRouter.js'
import { InvalidAppConfigurationError, OriginNotAllowedError } from './serviceErrors.js'

export type ServiceProject = {
  projectId: string
  /** Origins (`https://app.example`) allowed to call with this project; any origin when absent. */
  allowedOrigins?: string[]
  /** What getAnalyticsConfig answers; true when absent. */
  analyticsEnabled?: boolean
}

export const defaultProjectId = 'foyer-dev'

export type ServiceProjects = {
  /**
   * The project of a request (`projectId` query parameter, `x-project-id` header, or `fallbackId` from the
   * body); throws a 403 otherwise.
   */
  require: (context: RequestContext, fallbackId?: unknown) => ServiceProject
}

const idSchema = z.string().min(1).max(200).optional()

export function createServiceProjects(
  projects: ServiceProject[] = [{ projectId: defaultProjectId }],
): ServiceProjects {
  const byId = new Map(projects.map((project) => [project.projectId, project]))
  return {
    require(context, fallbackId) {
      const header = context.headers['x-project-id']
      const raw =
        context.query.get('projectId') ?? (typeof header === 'string' ? header : undefined) ?? fallbackId
      const parsed = idSchema.safeParse(raw)
      const projectId = parsed.success ? parsed.data : undefined
      const project = projectId === undefined ? undefined : byId.get(projectId)
      if (!project) throw new InvalidAppConfigurationError(projectId)
      const origin = context.origin
      if (origin && project.allowedOrigins && !project.allowedOrigins.includes(origin)) {
        throw new OriginNotAllowedError(origin)
      }
      return project
    },
  }
}

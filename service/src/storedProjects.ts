import * as z from 'zod'
import { ReferenceServiceOptionsError } from './serviceErrors.js'
import { type ServiceProjectParameters, serviceProjectSchema } from './serviceProjects.js'
import type { ServiceStore } from './storage/serviceStore.js'

/** A project kept in the database (`foyer-service projects add`), as it was given. */
export type StoredProject = ServiceProjectParameters & { updatedAt: number }

const projectRow = z.object({ project: z.unknown(), updated_at: z.coerce.number() })

/** Every project in the database, by id; a row that no longer passes `serviceProjectSchema` stops, naming it. */
export async function readStoredProjects(store: ServiceStore): Promise<StoredProject[]> {
  const rows = await store.query(
    projectRow,
    'SELECT project, updated_at FROM service_projects ORDER BY project_id',
  )
  return rows.map((row) => {
    const parsed = serviceProjectSchema.safeParse(row.project)
    if (!parsed.success)
      throw new ReferenceServiceOptionsError(
        'A stored project is invalid',
        `${JSON.stringify(row.project)}: ${z.prettifyError(parsed.error)}`,
      )
    return { ...(row.project as ServiceProjectParameters), updatedAt: row.updated_at }
  })
}

/** Adds a project to the database, or replaces the one with its id; checked by `serviceProjectSchema` first. */
export async function saveStoredProject(
  store: ServiceStore,
  project: ServiceProjectParameters,
  now: number = Date.now(),
): Promise<'added' | 'replaced'> {
  const parsed = serviceProjectSchema.safeParse(project)
  if (!parsed.success)
    throw new ReferenceServiceOptionsError(
      `Invalid project ${project.projectId}`,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'project'}: ${issue.message}`).join('; '),
    )
  const [row] = await store.query(
    z.object({ added: z.boolean() }),
    `INSERT INTO service_projects (project_id, project, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (project_id) DO UPDATE SET project = excluded.project, updated_at = excluded.updated_at
     RETURNING (xmax = 0) AS added`,
    [project.projectId, JSON.stringify(project), now],
  )
  return row?.added ? 'added' : 'replaced'
}

/**
 * The projects a service runs with: the configured ones (`FOYER_PROJECTS`, `startReferenceService({ projects })`)
 * and the stored ones; on the same id the configured entry wins. `undefined` (the default project) when both are empty.
 */
export function mergeProjects(
  configured: readonly ServiceProjectParameters[] | undefined,
  stored: readonly StoredProject[],
): ServiceProjectParameters[] | undefined {
  const ids = new Set((configured ?? []).map((project) => project.projectId))
  const merged = [
    ...(configured ?? []),
    ...stored
      .filter((project) => !ids.has(project.projectId))
      .map(({ updatedAt: _updatedAt, ...project }) => project),
  ]
  return merged.length > 0 ? merged : undefined
}

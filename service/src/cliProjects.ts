import { parseArgs } from 'node:util'
import { readServiceConfig, ServiceConfigError } from './readServiceConfig.js'
import type { ServiceProjectParameters } from './serviceProjects.js'
import { openServiceStore } from './storage/openServiceStore.js'
import { readStoredProjects, saveStoredProject } from './storedProjects.js'

export const projectsUsage = `Usage:
  foyer-service projects add --id <projectId> --origin <https://app.example> [--origin …]
                             [--sign-in-domain <app.example>] [--sign-in-domain …]
  foyer-service projects list

Keeps projects in the service's database (DATABASE_URL, or DATA_DIR: stop a PGlite service first, one process
opens its data directory at a time). A running service reads them at its next start. FOYER_PROJECTS entries win
over stored ones with the same id; \`list\` shows where each project the service would use comes from.`

/** `foyer-service projects …`: prints what it did; throws (naming the flag) on bad input. */
export async function runProjectsCommand(args: string[], print: (line: string) => void): Promise<void> {
  const [command, ...rest] = args
  if (command !== 'add' && command !== 'list') {
    throw new ServiceConfigError(`Unknown projects command ${command ?? '(none)'}.`, {
      details: projectsUsage,
    })
  }
  let parsed: ReturnType<typeof parseFlags>
  try {
    parsed = parseFlags(rest)
  } catch (error) {
    throw new ServiceConfigError(error instanceof Error ? error.message : String(error), {
      details: projectsUsage,
    })
  }
  if (command === 'list' && (parsed.id || parsed.origin || parsed['sign-in-domain']))
    throw new ServiceConfigError('projects list takes no flags.', { details: projectsUsage })
  let project: ServiceProjectParameters | undefined
  if (command === 'add') {
    if (!parsed.id) throw new ServiceConfigError('projects add needs --id.', { details: projectsUsage })
    if (!parsed.origin?.length)
      throw new ServiceConfigError('projects add needs at least one --origin.', { details: projectsUsage })
    project = {
      projectId: parsed.id,
      allowedOrigins: parsed.origin,
      ...(parsed['sign-in-domain']?.length ? { signInDomains: parsed['sign-in-domain'] } : {}),
    }
  }
  const config = await readServiceConfig()
  const store = await openServiceStore(config.storage)
  try {
    if (project) {
      const outcome = await saveStoredProject(store, project).catch((error: unknown) => {
        throw new ServiceConfigError(
          `Invalid project ${project.projectId} (check --origin and --sign-in-domain).`,
          {
            cause: error,
          },
        )
      })
      print(`${outcome === 'added' ? 'Added' : 'Replaced'} project ${project.projectId}.`)
      if (config.projects?.some((entry) => entry.projectId === project.projectId))
        print(`Note: FOYER_PROJECTS also lists ${project.projectId}; its entry wins.`)
      return
    }
    const configuredIds = new Set((config.projects ?? []).map((entry) => entry.projectId))
    const rows = [
      ...(config.projects ?? []).map((entry) => ({ ...entry, source: 'FOYER_PROJECTS' })),
      ...(await readStoredProjects(store))
        .filter((entry) => !configuredIds.has(entry.projectId))
        .map(({ updatedAt, ...entry }) => ({
          ...entry,
          source: 'database',
          updatedAt: new Date(updatedAt).toISOString(),
        })),
    ]
    for (const row of rows) print(JSON.stringify(row))
    if (rows.length === 0) print('No projects: the service runs with the default project foyer-dev.')
  } finally {
    await store.close()
  }
}

function parseFlags(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      id: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'sign-in-domain': { type: 'string', multiple: true },
    },
  }).values
}

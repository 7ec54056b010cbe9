import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { openPgliteStore } from './openPgliteStore.js'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'foyer-pglite-store-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

const project = z.object({ project_id: z.string() })

describe('openPgliteStore on a data directory', () => {
  it('starts a new directory from the migrated template and keeps what was written for the next open', {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(root, 'new')
    const first = await openPgliteStore({ dataDir })
    expect(await readdir(dataDir)).toContain('PG_VERSION')
    await first.execute(
      'INSERT INTO service_projects (project_id, project, updated_at) VALUES ($1, $2, $3)',
      ['kept', '{}', 0],
    )
    await first.close()

    const second = await openPgliteStore({ dataDir })
    expect(await second.query(project, 'SELECT project_id FROM service_projects')).toEqual([
      { project_id: 'kept' },
    ])
    await second.close()
  })
})

describe('openPgliteStore in memory', () => {
  const column = z.object({ column_name: z.string() })

  it('starts empty after another in-memory store closed, whatever that one held; the closed one refuses calls', async () => {
    const first = await openPgliteStore()
    await first.execute(
      'INSERT INTO service_projects (project_id, project, updated_at) VALUES ($1, $2, $3)',
      ['left-behind', '{}', 0],
    )
    await first.close()
    await first.close()
    await expect(first.query(project, 'SELECT project_id FROM service_projects')).rejects.toThrow(
      'The PGlite store is closed.',
    )
    const second = await openPgliteStore()
    expect(await second.query(project, 'SELECT project_id FROM service_projects')).toEqual([])
    await second.close()
  })

  it('never hands out again a database whose schema was changed', async () => {
    const first = await openPgliteStore()
    await first.execute('ALTER TABLE service_projects ADD COLUMN extra text')
    await first.close()
    const second = await openPgliteStore()
    expect(
      await second.query(
        column,
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'service_projects' AND column_name = 'extra'",
      ),
    ).toEqual([])
    await second.close()
  })
})

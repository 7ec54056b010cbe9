import { BaseError } from '@foyer/core'
import type * as z from 'zod'

/** The service's database could not be opened, migrated or read. */
export class StorageError extends BaseError {
  override name = 'StorageError'
}

/** A row read back from the database does not have the shape the service wrote. */
export class StoredRowError extends StorageError {
  override name = 'StoredRowError'
  constructor(sql: string, error: z.ZodError) {
    super('A stored row has an unexpected shape.', {
      details: `${sql.replace(/\s+/g, ' ').slice(0, 120)}: ${error.issues
        .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
        .join('; ')}`,
    })
  }
}

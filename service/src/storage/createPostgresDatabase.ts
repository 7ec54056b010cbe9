import pg from 'pg'
import { StorageError } from './storageErrors.js'

/** Creates an empty database `name` on the server of `serverUrl` and returns its URL. */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new StorageError(`Invalid database name "${name}".`)
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

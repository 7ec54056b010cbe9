export { getFreePort } from './getFreePort.js'
export { findPostgresBinaries } from './storage/findPostgresBinaries.js'
export { type PostgresCluster, startPostgresCluster } from './storage/startPostgresCluster.js'

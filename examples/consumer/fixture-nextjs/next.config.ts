import type { NextConfig } from 'next'

// Replaces examples/nextjs's config in the test's copy, which sits outside the workspace (no workspace root to trace).
// The consumer test type-checks the app with tsc before it builds: `next build` does not check it again.
const config: NextConfig = { reactStrictMode: true, typescript: { ignoreBuildErrors: true } }

export default config

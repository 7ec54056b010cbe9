import type { NextConfig } from 'next'

// The consumer test type-checks this app with tsc before it builds: `next build` does not check it again.
const config: NextConfig = { reactStrictMode: true, typescript: { ignoreBuildErrors: true } }

export default config

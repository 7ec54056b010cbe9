import '@foyer/react/styles.css'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Foyer from tarballs on Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookies = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <Providers cookies={cookies}>{children}</Providers>
      </body>
    </html>
  )
}

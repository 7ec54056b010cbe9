import '@foyer/react/styles.css'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import ContextProvider from '../context'

export const metadata = { title: 'Foyer on Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookies = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}

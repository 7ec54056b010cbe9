import type { AppKit } from '@foyer/react'
import { useEffect, useState } from 'react'

export const demoThemes = ['dark', 'light', 'system', 'midnight', 'brand'] as const
export type DemoTheme = (typeof demoThemes)[number]

const labels: Record<DemoTheme, string> = {
  dark: 'Dark',
  light: 'Light',
  system: 'System',
  midnight: 'Midnight',
  brand: 'Brand (createTheme, pink)',
}

/** The demo brand colour `createTheme` derives a whole theme from. */
const brandAccent = '#e64980'

/** Applies a demo theme; presets and `createTheme` load only when picked (their own chunk). */
export async function applyDemoTheme(appKit: AppKit, theme: DemoTheme): Promise<void> {
  if (theme === 'dark' || theme === 'light' || theme === 'system')
    return appKit.setTheme({ themeMode: theme, themeVariables: {} })
  const { createTheme, midnightTheme } = await import('@foyer/react/themes')
  appKit.setTheme(theme === 'midnight' ? midnightTheme() : createTheme({ accent: brandAccent }))
}

export function ThemeSwitcher({ appKit, initial }: { appKit: AppKit; initial: DemoTheme }) {
  const [theme, setTheme] = useState<DemoTheme>(initial)
  // The options give the plain modes; a preset or brand named in the address is applied once the page is up.
  useEffect(() => {
    if (initial === 'midnight' || initial === 'brand') void applyDemoTheme(appKit, initial)
  }, [appKit, initial])
  return (
    <label className="demo-theme">
      Theme{' '}
      <select
        value={theme}
        onChange={(event) => {
          const next = event.target.value as DemoTheme
          setTheme(next)
          void applyDemoTheme(appKit, next)
        }}
      >
        {demoThemes.map((name) => (
          <option key={name} value={name}>
            {labels[name]}
          </option>
        ))}
      </select>
    </label>
  )
}

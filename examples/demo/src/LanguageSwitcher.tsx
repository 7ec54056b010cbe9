import { type AppKit, useAppKitLocale } from '@foyer/react'
import { useState } from 'react'

/** The languages Foyer ships, each named in itself; one without its catalog yet shows English. */
const languages = [
  ['en', 'English'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['hi', 'हिन्दी'],
  ['th', 'ไทย'],
  ['id', 'Bahasa Indonesia'],
  ['vi', 'Tiếng Việt'],
  ['tr', 'Türkçe'],
  ['ru', 'Русский'],
  ['uk', 'Українська'],
  ['pl', 'Polski'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['pt', 'Português'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['sv', 'Svenska'],
  ['cs', 'Čeština'],
  ['el', 'Ελληνικά'],
  ['ro', 'Română'],
  ['hu', 'Magyar'],
  ['ms', 'Bahasa Melayu'],
] as const

/** Switches the modal's language at run time; "Browser" follows `navigator.languages`. */
export function LanguageSwitcher({ appKit }: { appKit: AppKit }) {
  const { locale } = useAppKitLocale()
  const [chosen, setChosen] = useState(appKit.getLocale() ?? '')
  return (
    <label className="demo-theme" data-locale={locale}>
      Language{' '}
      <select
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value)
          appKit.setLocale(event.target.value || undefined)
        }}
      >
        <option value="">Browser</option>
        {languages.map(([tag, name]) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}

import { createHash } from 'node:crypto'

/** A square SVG with the label's initials on a colour derived from `seed`: the service's stand-in for logos. */
export function createMonogramSvg(label: string, seed: string = label): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = ((digest[0] as number) * 256 + (digest[1] as number)) % 360
  const initials = escapeXml(initialsOf(label))
  const fontSize = initials.length > 2 ? 28 : 38
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 44%)"/>`,
    `<text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('')
}

function initialsOf(label: string): string {
  const words = label.split(/[\s._-]+/).filter((word) => /[A-Za-z0-9]/.test(word))
  if (words.length >= 2)
    return words
      .slice(0, 2)
      .map((word) => firstCharacter(word))
      .join('')
      .toUpperCase()
  const word = words[0] ?? '?'
  return word.slice(0, word.length <= 3 ? 3 : 2).toUpperCase()
}

function firstCharacter(word: string): string {
  return word.match(/[A-Za-z0-9]/)?.[0] ?? '?'
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

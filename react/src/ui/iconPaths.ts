/** Stroke paths (24×24, drawn with `currentColor`) for `<Icon>`. */
export const iconPaths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  wallet: 'M4 7h14a2 2 0 012 2v9a2 2 0 01-2 2H4zM4 7V6a2 2 0 012-2h10M16 13.5h1',
  network:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9',
  qrCode: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM16 16l4 4',
  disconnect: 'M10 5H5v14h5M14 8l4 4-4 4M18 12H9',
  warning: 'M12 4l9 16H3zM12 10v4M12 17v.5',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v6M12 7.5v.5',
  mobile: 'M7 3h10v18H7zM11 18h2',
  desktop: 'M3 5h18v11H3zM9 20h6M12 16v4',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  swap: 'M7 4v14M3 14l4 4 4-4M17 20V6M13 10l4-4 4 4',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 3',
  user: 'M12 4a4 4 0 100 8 4 4 0 000-8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  refresh: 'M20 6v5h-5M4 18v-5h5M18.5 9A7 7 0 006 7.5L4 10M5.5 15A7 7 0 0018 16.5l2-2.5',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  plus: 'M12 5v14M5 12h14',
} as const

export type IconName = keyof typeof iconPaths

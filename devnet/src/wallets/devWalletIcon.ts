const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M10 9h13v4h-8v3h7v4h-7v6h-5z" fill="#fff"/></svg>'

/** The dev wallets' icon: a base64 SVG data URI, the form wallet-standard requires and EIP-6963 accepts. */
export const devWalletIcon =
  `data:image/svg+xml;base64,${btoa(svg)}` as const satisfies `data:image/svg+xml;base64,${string}`

export const devWalletName = 'Foyer Dev Wallet'

// The sign-in flow, loaded as one chunk on first use (`import('./siwxFlow.js')`): checking the account's session,
// signing out at disconnect, and the config in force, whichever it is. One entry, so the chunks of what it shares
// with the page are the same whichever part the page asks for first.
export { checkSiwxSession, signOutOnDisconnect } from './checkSiwxSession.js'
export { resolveSiwxConfig } from './resolveSiwxConfig.js'

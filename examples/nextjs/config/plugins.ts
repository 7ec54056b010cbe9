import { send } from '@foyer/plugin-send/react'

/** The plugins `createAppKit` gets: Foyer's send view (the account view's "Send" entry). */
export const plugins = [send()]

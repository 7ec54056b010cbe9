/** Set when `Modal.tsx` evaluates: lets tests prove the modal's code loads only on first open. */
export const modalModuleState = { evaluated: false }

let acceptUntrusted = false

/**
 * True when the browser itself dispatched the event for a user's click or key press. A script's `button.click()` or
 * `dispatchEvent` is not trusted, so code on the page cannot approve a request in the user's place.
 */
export function isTrustedGesture(event: { nativeEvent: Event }): boolean {
  return event.nativeEvent.isTrusted || acceptUntrusted
}

/**
 * Foyer's own jsdom tests only (not exported from any entry point): jsdom never marks an event trusted, so these
 * tests stand in for the user. Returns the function that turns it off again.
 */
export function acceptUntrustedGesturesInTests(): () => void {
  acceptUntrusted = true
  return () => {
    acceptUntrusted = false
  }
}

/** Awaits `promise` and returns what it rejected with; fails when it resolves. Test-only. */
export async function rejectionOf<error = unknown>(promise: Promise<unknown>): Promise<error> {
  try {
    await promise
  } catch (reason) {
    return reason as error
  }
  throw new Error('Expected the promise to reject, but it resolved.')
}

/** Whether `url` names a loopback host (`localhost`, `127.x.x.x`, `[::1]`). */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return false
  let hostname: string
  try {
    hostname = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

/**
 * Reset and invitation links carry their token in the URL fragment (#token=…): a fragment never
 * reaches a server log or a Referer header. The page reads it once.
 */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

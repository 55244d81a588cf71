/** The timestamp format of every *_at column: ISO-8601 in UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The tab an arrow key moves to in a tab list (Left and Right, wrapping round), as a tab list's
 * keyboard users expect; null for any other key.
 */
export function arrowStep<T>(key: string, tabs: readonly T[], current: T): T | null {
  const offset = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (!offset || tabs.length === 0) return null;
  const index = Math.max(0, tabs.indexOf(current));
  return tabs[(index + offset + tabs.length) % tabs.length]!;
}

/** A code's name: licenses carry their level and state ('Electrician (Master, MA)'). */
export function codeLabel(code: { title: string | null; level?: string | null; state?: string | null }): string {
  const level = code.level ? code.level.charAt(0).toUpperCase() + code.level.slice(1) : '';
  const extra = [level, code.state].filter(Boolean).join(', ');
  return extra ? `${code.title ?? ''} (${extra})` : (code.title ?? '');
}

/** Whether a navigation entry points at the page being shown (or one of its sub-pages). */
export function isCurrentPath(pathname: string, to: string): boolean {
  const here = decodeURIComponent(pathname).replace(/\/+$/, '');
  const target = decodeURIComponent(to).replace(/\/+$/, '');
  return here === target || here.startsWith(`${target}/`);
}

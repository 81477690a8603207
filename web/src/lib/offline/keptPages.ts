import { ownCardPath } from '../auth/paths';

/**
 * The pages that work without a network (decision 0168): the dashboard and the viewer's own
 * card (and the home-screen shortcut to it). Any other page shows a plain offline message.
 */
export function isKeptOffline(pathname: string, employeeNumber: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/dashboard' || path === '/my/card') return true;
  return path === ownCardPath(employeeNumber) || safeDecode(path) === safeDecode(ownCardPath(employeeNumber));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

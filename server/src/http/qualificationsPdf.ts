/**
 * GET /pdf/crew-packet/:projectId and GET /pdf/qualifications/:employeeNumber (decision 0162):
 * the crew packet of a project card and one person's qualifications, as PDF files streamed
 * while they are drawn (modules/qualifications/packetPdf.ts).
 *
 * The session is the bearer token the web app sends to /api. Whoever may open the screen may
 * download its PDF (common's canOpenRoute: the project card for superAdmins and webEditors, a
 * baseball card for its owner and those who may view others'); anyone else gets 403, an unknown
 * project or person 404, without a byte of data. The content is read through the API inside
 * this process with that session (inProcessApi.ts), so it is what the card answers that viewer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  canOpenRoute,
  clock,
  crewPacketFileName,
  qualificationsFileName,
  type ApiAnswer,
  type ApiOperation,
} from '@portal/common';
import type { Viewer } from '../auth/viewer';
import type { Logger } from '../lib/logger';
import {
  CREW_PACKET_QUERY,
  PERSON_QUALIFICATIONS_QUERY,
  crewPacketOf,
  personName,
  personPacketOf,
  type CrewPacketAnswer,
  type Packet,
  type PersonQualificationsAnswer,
} from '../modules/qualifications/packetData';
import { writePacketPdf } from '../modules/qualifications/packetPdf';
import type { Services } from '../services';
import type { InProcessApi } from './inProcessApi';

export const PDF_PREFIX = '/pdf/';

export interface QualificationsPdfDeps {
  api: InProcessApi;
  services: Services;
  log: Logger;
}

function fail(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}

function bearer(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** An answer's refusal as the HTTP status a download gives (403 for FORBIDDEN, 503 for an outage, else 500). */
function statusOf(answer: ApiAnswer): number {
  const code = answer.errors?.[0]?.extensions?.code;
  if (code === 'FORBIDDEN') return 403;
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'DATABASE_UNAVAILABLE') return 503;
  return 500;
}

/** Neither screen's rule depends on the special employee numbers (settings). */
const NO_SPECIAL_NUMBERS = { allFollowupsViewers: [], ppaAllAccess: [] };

type Read = (operation: ApiOperation) => Promise<ApiAnswer>;
type Found = { packet: Packet; fileName: string } | { status: number; message: string };

async function crewPacket(read: Read, viewer: Viewer, idText: string, today: string): Promise<Found> {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  if (!canOpenRoute(viewer, `/project/${idText}`, NO_SPECIAL_NUMBERS)) {
    return { status: 403, message: 'You may not download this crew packet.' };
  }
  if (!Number.isInteger(id)) return { status: 404, message: 'This project does not exist.' };
  const answer = await read({ endpoint: 'api', query: CREW_PACKET_QUERY, variables: { id }, operationName: 'CrewPacket' });
  if (answer.errors) return { status: statusOf(answer), message: answer.errors[0].message };
  const data = answer.data as unknown as CrewPacketAnswer;
  if (!data.project) return { status: 404, message: 'This project does not exist.' };
  return { packet: crewPacketOf({ ...data, project: data.project }, today), fileName: crewPacketFileName(data.project.name, today) };
}

async function personQualifications(read: Read, viewer: Viewer, numberText: string, today: string): Promise<Found> {
  let number: string;
  try {
    number = decodeURIComponent(numberText).trim();
  } catch {
    return { status: 404, message: 'This employee does not exist.' };
  }
  if (!number || !canOpenRoute(viewer, `/baseball-card/${encodeURIComponent(number)}`, NO_SPECIAL_NUMBERS)) {
    return { status: 403, message: 'You may only download your own qualifications.' };
  }
  const answer = await read({ endpoint: 'api', query: PERSON_QUALIFICATIONS_QUERY, variables: { employeeNumber: number }, operationName: 'PersonQualifications' });
  if (answer.errors) return { status: statusOf(answer), message: answer.errors[0].message };
  const data = answer.data as unknown as PersonQualificationsAnswer;
  const person = data.users[0];
  if (!person) return { status: 404, message: 'This employee does not exist.' };
  return { packet: personPacketOf(data.portalSettings.companyName, person, today), fileName: qualificationsFileName(personName(person), number, today) };
}

/** Answers a request under PDF_PREFIX. */
export async function handleQualificationsPdf(req: IncomingMessage, res: ServerResponse, url: URL, deps: QualificationsPdfDeps) {
  if (req.method !== 'GET') return fail(res, 405, 'Method not allowed');
  const token = bearer(req.headers.authorization);
  const viewer = token ? await deps.services.sessions.resolve(token) : null;
  if (!token || !viewer) return fail(res, 401, 'Please sign in.');
  const [kind, key, ...rest] = url.pathname.slice(PDF_PREFIX.length).split('/');
  if (!key || rest.length > 0) return fail(res, 404, 'Not found');
  const read = deps.api(req, token);
  const today = clock.today();
  let found: Found;
  if (kind === 'crew-packet') found = await crewPacket(read, viewer, key, today);
  else if (kind === 'qualifications') found = await personQualifications(read, viewer, key, today);
  else return fail(res, 404, 'Not found');
  if ('status' in found) return fail(res, found.status, found.message);

  const ascii = found.fileName.replace(/[^\x20-\x7e]+/g, '_').replace(/"/g, '');
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.fileName)}`,
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  try {
    await writePacketPdf(found.packet, res);
  } catch (error) {
    // Headers are gone: a client that went away, or a drawing that failed, ends the connection.
    deps.log.warn({ err: error }, 'PDF not sent whole');
    res.destroy();
  }
}

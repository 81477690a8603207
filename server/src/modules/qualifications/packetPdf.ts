/**
 * The crew packet and a person's qualifications drawn as a PDF with pdfkit (decision 0162). Text
 * only, one line per record so that copying or reading the text back keeps each record's values
 * together, in DejaVu Sans embedded (the characters used, not the whole font): the PDF's
 * standard Helvetica spells only Western European letters, and garbled names such as Łukasz or
 * Nguyễn (decision 0176). Every page says "Page N of M" at its foot.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CONTRACTOR_EVALUATION_LABELS, EXPIRING_SOON_DAYS, EXPIRY_MARK_LABELS, formatDateOnly } from '@portal/common';
import type { Packet, PacketPerson, PacketRecord } from './packetData';

const BLUE = '#0d2a4f';
const MARK_COLORS = { expired: '#b00020', soon: '#b35900' } as const;
const GREY = '#555555';
const NONE = '—';

/** The two faces, read from the `dejavu-fonts-ttf` package once per process (1.4 MB). */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function fontFiles() {
  if (!fonts) {
    const resolve = createRequire(import.meta.url).resolve;
    fonts = {
      regular: fs.readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: fs.readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}
const REGULAR = 'Regular';
const BOLD = 'Bold';

/** "Page N of M" at the foot of every page, written once all pages are known. */
function numberPages(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Inside the bottom margin: without lifting it, pdfkit would start a new page for this line.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8).fillColor(GREY).text(`Page ${i - start + 1} of ${count}`, doc.page.margins.left, doc.page.height - bottom / 2 - 4, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** "Expires 03/01/2027", "No expiration" or "Expiry not set": the card's wording (ExpiryDate.tsx). */
function expiryText(record: Pick<PacketRecord, 'expires' | 'expDate'>): string {
  if (!record.expires) return 'No expiration';
  return record.expDate ? `Expires ${formatDateOnly(record.expDate, 'MM/dd/yyyy')}` : 'Expiry not set';
}

/** A record's values after its title, in the order the PDF prints them. */
function recordDetails(record: PacketRecord): string {
  return [`No. ${record.number || NONE}`, `State ${record.state || NONE}`, `Level ${record.level || NONE}`, expiryText(record)].join(' · ');
}

function drawRecords(doc: PDFKit.PDFDocument, title: string, records: PacketRecord[]) {
  doc.moveDown(0.3).font(BOLD).fontSize(10).fillColor(BLUE).text(`${title} (${records.length})`);
  if (records.length === 0) {
    doc.font(REGULAR).fontSize(9).fillColor(GREY).text(`No ${title.toLowerCase()}`, { indent: 12 });
    return;
  }
  for (const record of records) {
    doc.font(BOLD).fontSize(9).fillColor('black').text(record.title, { indent: 12, continued: true });
    doc.font(REGULAR).text(`  ${recordDetails(record)}`, { continued: record.mark !== null });
    if (record.mark) doc.font(BOLD).fillColor(MARK_COLORS[record.mark]).text(`  ${EXPIRY_MARK_LABELS[record.mark]}`);
  }
}

function drawPerson(doc: PDFKit.PDFDocument, person: PacketPerson) {
  // A person's heading never sits alone at the foot of a page.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.8).font(BOLD).fontSize(12).fillColor('black').text(person.name, { continued: true });
  doc.font(REGULAR).fontSize(10).fillColor(GREY).text(`  #${person.employeeNumber}${person.jobTitle ? ` · ${person.jobTitle}` : ''}`);
  drawRecords(doc, 'Licenses', person.licenses);
  drawRecords(doc, 'Certifications', person.certifications);
}

/** People drawn between two turns of the event loop, so that other requests run meanwhile. */
const PEOPLE_PER_TURN = 10;

/**
 * Draws the PDF of a packet into `out` (a response); resolves once the document has ended. A
 * stream error (a client gone) rejects.
 */
export async function writePacketPdf(packet: Packet, out: NodeJS.WritableStream): Promise<void> {
  const title = packet.project ? `${packet.heading} - ${packet.project.name}` : `${packet.heading} - ${packet.people[0]?.name ?? ''}`;
  // Pages are kept until the end for their numbers: a packet of 50 people is about 50 KB.
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, bufferPages: true, info: { Title: title, Author: packet.companyName, Creator: 'Staff portal' } });
  doc.registerFont(REGULAR, fontFiles().regular);
  doc.registerFont(BOLD, fontFiles().bold);
  const ended = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    // A response whose client went away closes without finishing: nothing more to wait for.
    out.on('close', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  doc.font(BOLD).fontSize(18).fillColor(BLUE).text(packet.companyName);
  doc.fontSize(14).fillColor('black').text(packet.heading);
  if (packet.project) {
    doc.font(REGULAR).fontSize(11).text(`Project: ${packet.project.name}${packet.project.number ? ` (No. ${packet.project.number})` : ''}`);
  }
  doc.font(REGULAR).fontSize(9).fillColor(GREY)
    .text(`As of ${formatDateOnly(packet.today, 'MM/dd/yyyy')}. ${EXPIRY_MARK_LABELS.expired}: past its expiry date; ${EXPIRY_MARK_LABELS.soon}: within ${EXPIRING_SOON_DAYS} days.`);
  if (packet.project) doc.text(`Employees: ${packet.people.length} · Contractors: ${packet.contractors?.length ?? 0}`);
  if (packet.project && packet.people.length === 0) doc.moveDown().fontSize(11).fillColor('black').text('No Employees Found');
  for (const [index, person] of packet.people.entries()) {
    drawPerson(doc, person);
    if (index % PEOPLE_PER_TURN === PEOPLE_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  if (packet.contractors) {
    doc.moveDown(1).font(BOLD).fontSize(13).fillColor(BLUE).text(`Contractors (${packet.contractors.length})`);
    if (packet.contractors.length === 0) doc.font(REGULAR).fontSize(10).fillColor(GREY).text('No Contractors Found');
    for (const c of packet.contractors) {
      const evaluation = c.evaluation ? `Evaluation ${c.evaluation} (${CONTRACTOR_EVALUATION_LABELS[c.evaluation] ?? ''})` : 'No evaluation';
      doc.font(BOLD).fontSize(10).fillColor('black').text(`${c.firstName} ${c.lastName}`, { continued: true });
      doc.font(REGULAR).text(`  ${[c.task, c.staffingAgency].filter(Boolean).join(' · ') || NONE} · ${evaluation}`);
    }
  }
  numberPages(doc);
  doc.end();
  await ended;
}

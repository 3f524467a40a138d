import PDFDocument from 'pdfkit';
import { drawText, type PdfFonts, registerPdfFonts } from '../pdf/fonts';
export interface CertificateDocument {
  participantName: string;
  teamName: string;
  /** The other people of the team, this certificate's holder excluded. */
  memberNames: readonly string[];
  eventName: string;
  /** The name in its own language (कोड युद्ध 2027), printed under the English one. */
  eventOriginalName: string;
  startsAt: string;
  endsAt: string;
  venue: string;
  /** 'PS03: title', or null when none was chosen. */
  problemStatement: string | null;
  verificationCode: string;
  verificationUrl: string;
  issuedAt: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * product.md §3.7 "Certificates": one landscape A4 page for each person of a registration, drawn
 * with pdfkit in Noto Sans, whose Devanagari and Telugu companions print a name as it was written.
 */
export function renderCertificatePdf(fonts: PdfFonts, certificates: readonly CertificateDocument[]): Promise<Buffer> {
  const [first] = certificates;
  if (!first) return Promise.reject(new Error('a certificate PDF needs at least one certificate'));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      autoFirstPage: false,
      info: {
        Title: certificates.length === 1 ? `${first.eventName} participation certificate ${first.verificationCode}` : `${first.eventName} participation certificates, team ${first.teamName}`,
        Author: 'Kodeshala',
        Subject: certificates.map((certificate) => certificate.participantName).join(', '),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerPdfFonts(doc, fonts);
    for (const certificate of certificates) {
      doc.addPage();
      drawCertificate(doc, certificate);
    }
    doc.end();
  });
}

function drawCertificate(doc: PDFKit.PDFDocument, certificate: CertificateDocument): void {
  const width = doc.page.width;
  const height = doc.page.height;
  const inner = { x: 70, width: width - 140 };
  const centred = (y: number) => ({ x: inner.x, y, width: inner.width, align: 'center' as const });
  doc.lineWidth(4).strokeColor('#1c7ed6').rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(1).strokeColor('#74c0fc').rect(34, 34, width - 68, height - 68).stroke();

  drawText(doc.fontSize(14).fillColor('#1c7ed6'), 'Kodeshala', 'regular', centred(60));
  drawText(doc.fontSize(30).fillColor('#212529'), 'Certificate of Participation', 'bold', centred(88));
  drawText(doc.fontSize(14).fillColor('#495057'), 'This is to certify that', 'regular', centred(150));
  drawText(doc.fontSize(32).fillColor('#1864ab'), certificate.participantName, 'bold', centred(176));

  const team = certificate.memberNames.length > 0 ? `${certificate.teamName} (with ${certificate.memberNames.join(', ')})` : certificate.teamName;
  doc.fontSize(14).fillColor('#495057');
  drawText(doc, `of team ${team}`, 'regular', centred(236));
  const original = certificate.eventOriginalName && certificate.eventOriginalName !== certificate.eventName ? ` (${certificate.eventOriginalName})` : '';
  drawText(doc, `took part in ${certificate.eventName}${original}, held from ${day(certificate.startsAt)} to ${day(certificate.endsAt)} (${certificate.venue}).`, 'regular', centred(doc.y + 10));
  if (certificate.problemStatement) drawText(doc, `Problem statement: ${certificate.problemStatement}`, 'regular', centred(doc.y + 6));

  doc.fontSize(10).fillColor('#868e96');
  drawText(doc, `Issued on ${day(certificate.issuedAt)}`, 'regular', { x: inner.x, y: height - 130, width: inner.width / 2 });
  drawText(doc, `Verification code: ${certificate.verificationCode}`, 'regular', { x: inner.x, y: height - 112, width: inner.width / 2 });
  drawText(doc, `Check it at ${certificate.verificationUrl}`, 'regular', { x: inner.x, y: height - 94, width: inner.width });
  doc.link(inner.x, height - 94, inner.width, 14, certificate.verificationUrl);
  drawText(doc.fontSize(12).fillColor('#212529'), `The ${certificate.eventName} organisers`, 'bold', { x: inner.x + inner.width / 2, y: height - 130, width: inner.width / 2, align: 'right' });
}

import PDFDocument from 'pdfkit';

export interface CertificateDocument {
  participantName: string;
  teamName: string;
  /** The other people of the team, leader excluded. */
  memberNames: readonly string[];
  eventName: string;
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
 * product.md §3.7 "Certificates": one landscape A4 page drawn with pdfkit. The standard PDF fonts
 * cover Latin text only, so the event's English name is printed, not its original-language one.
 */
export function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: { Title: `${certificate.eventName} participation certificate ${certificate.verificationCode}`, Author: 'Kodeshala', Subject: certificate.participantName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width;
    const height = doc.page.height;
    const inner = { x: 70, width: width - 140 };
    doc.lineWidth(4).strokeColor('#1c7ed6').rect(24, 24, width - 48, height - 48).stroke();
    doc.lineWidth(1).strokeColor('#74c0fc').rect(34, 34, width - 68, height - 68).stroke();

    const centred = { width: inner.width, align: 'center' as const };
    doc.font('Helvetica').fontSize(14).fillColor('#1c7ed6').text('Kodeshala', inner.x, 64, centred);
    doc.font('Helvetica-Bold').fontSize(30).fillColor('#212529').text('Certificate of Participation', inner.x, 96, centred);
    doc.font('Helvetica').fontSize(14).fillColor('#495057').text('This is to certify that', inner.x, 158, centred);
    doc.font('Helvetica-Bold').fontSize(32).fillColor('#1864ab').text(certificate.participantName, inner.x, 186, centred);

    const team = certificate.memberNames.length > 0 ? `${certificate.teamName} (with ${certificate.memberNames.join(', ')})` : certificate.teamName;
    doc.font('Helvetica').fontSize(14).fillColor('#495057').text(`of team ${team}`, inner.x, 236, centred);
    doc.moveDown(0.8);
    doc.text(`took part in ${certificate.eventName}, held from ${day(certificate.startsAt)} to ${day(certificate.endsAt)} (${certificate.venue}).`, centred);
    if (certificate.problemStatement) {
      doc.moveDown(0.5).text(`Problem statement: ${certificate.problemStatement}`, centred);
    }

    doc.font('Helvetica').fontSize(10).fillColor('#868e96');
    doc.text(`Issued on ${day(certificate.issuedAt)}`, inner.x, height - 130, { width: inner.width / 2 });
    doc.text(`Verification code: ${certificate.verificationCode}`, inner.x, height - 112, { width: inner.width / 2 });
    doc.text(`Check it at ${certificate.verificationUrl}`, inner.x, height - 94, { width: inner.width, link: certificate.verificationUrl });
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#212529').text(`The ${certificate.eventName} organisers`, inner.x + inner.width / 2, height - 130, {
      width: inner.width / 2,
      align: 'right',
    });
    doc.end();
  });
}

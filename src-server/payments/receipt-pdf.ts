import PDFDocument from 'pdfkit';
import { formatPaise } from '@shared/payments/amount';

export interface ReceiptDocument {
  receiptNumber: string;
  name: string;
  email: string;
  description: string;
  amountPaise: number;
  refundedPaise: number;
  gatewayPaymentId: string;
  paidAt: Date;
  status: 'credited' | 'refunded';
}

const day = (date: Date) => date.toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
// The standard PDF fonts have no rupee sign; receipts spell the currency out.
const rupees = (paise: number) => `INR ${formatPaise(paise).slice(1)}`;

/** A one-page PDF receipt drawn with pdfkit. */
export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Kodeshala receipt ${receipt.receiptNumber}`, Author: 'Kodeshala' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(24).fillColor('#1c7ed6').text('Kodeshala', { continued: false });
    doc.moveDown(0.2).fontSize(12).fillColor('#495057').text('Payment receipt');
    doc.moveDown(1.5);
    const rows: Array<[string, string]> = [
      ['Receipt number', receipt.receiptNumber],
      ['Billed to', `${receipt.name} <${receipt.email}>`],
      ['Item', receipt.description],
      ['Amount paid', `${rupees(receipt.amountPaise)} (inclusive of taxes)`],
      ['Payment id', receipt.gatewayPaymentId],
      ['Paid on', day(receipt.paidAt)],
      ['Status', receipt.status === 'refunded' ? `Refunded (${rupees(receipt.refundedPaise)})` : receipt.refundedPaise > 0 ? `Partly refunded (${rupees(receipt.refundedPaise)})` : 'Paid'],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.fontSize(11).fillColor('#868e96').text(label, 56, y, { width: 140 });
      doc.fillColor('#212529').text(value, 200, y, { width: 340 });
      doc.moveDown(0.6);
    }
    doc.moveDown(2).fontSize(9).fillColor('#868e96');
    doc.text('Card payments are handled by our payment provider; Kodeshala never sees your card details.', 56);
    doc.text('Refunds within 7 days of purchase if less than 20% of the content has been used; see /refund-policy.');
    doc.end();
  });
}

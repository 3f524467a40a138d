import PDFDocument from 'pdfkit';
import { formatPaise } from '@shared/payments/amount';
import { paymentMessages } from '@shared/payments/messages';
import { drawText, type PdfFonts, registerPdfFonts } from '../pdf/fonts';

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
/** A one-page PDF receipt drawn with pdfkit, in Noto Sans, which has the rupee sign and Indian names. */
export function renderReceiptPdf(fonts: PdfFonts, receipt: ReceiptDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Kodeshala receipt ${receipt.receiptNumber}`, Author: 'Kodeshala' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerPdfFonts(doc, fonts);
    const left = 56;
    const full = doc.page.width - 2 * left;

    drawText(doc.fontSize(24).fillColor('#1c7ed6'), 'Kodeshala', 'regular', { x: left, y: left, width: full });
    drawText(doc.fontSize(12).fillColor('#495057'), 'Payment receipt', 'regular', { x: left, y: doc.y + 2, width: full });
    doc.moveDown(1.5);
    const rows: Array<[string, string]> = [
      ['Receipt number', receipt.receiptNumber],
      ['Billed to', `${receipt.name} <${receipt.email}>`],
      ['Item', receipt.description],
      ['Amount paid', `${formatPaise(receipt.amountPaise)} (inclusive of taxes)`],
      ['Payment id', receipt.gatewayPaymentId],
      ['Paid on', day(receipt.paidAt)],
      ['Status', receipt.status === 'refunded' ? `Refunded (${formatPaise(receipt.refundedPaise)})` : receipt.refundedPaise > 0 ? `Partly refunded (${formatPaise(receipt.refundedPaise)})` : 'Paid'],
    ];
    doc.fontSize(11);
    for (const [label, value] of rows) {
      const y = doc.y;
      drawText(doc.fillColor('#868e96'), label, 'regular', { x: left, y, width: 140 });
      const labelBottom = doc.y;
      drawText(doc.fillColor('#212529'), value, 'regular', { x: 200, y, width: 340 });
      doc.y = Math.max(doc.y, labelBottom);
      doc.moveDown(0.6);
    }
    doc.moveDown(2).fontSize(9).fillColor('#868e96');
    drawText(doc, 'Card payments are handled by our payment provider; Kodeshala never sees your card details.', 'regular', { x: left, y: doc.y, width: full });
    drawText(doc, `${paymentMessages.refundTerms} See /refund-policy.`, 'regular', { x: left, y: doc.y, width: full });
    doc.end();
  });
}

import path from 'node:path';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawText, heightOfText, loadPdfFonts, type PdfFonts, registerPdfFonts } from './fonts';

let fonts: PdfFonts;
beforeAll(async () => {
  fonts = await loadPdfFonts(path.resolve('resources'));
});

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerPdfFonts(doc, fonts);
    draw(doc);
    doc.end();
  });
}

const textOf = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
const embeddedFonts = (pdf: Buffer) => new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]));

describe('PDF text in Noto Sans', () => {
  it('prints Latin, Devanagari and Telugu names and the rupee sign, each in the family that has them', async () => {
    const pdf = await render((doc) => drawText(doc.fontSize(14), 'राम Reddy సాయి ₹250', 'bold', { x: 40, y: 40, width: 400 }));
    expect(await textOf(pdf)).toContain('राम Reddy సాయి ₹250');
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSans-Bold', 'NotoSansDevanagari-Bold', 'NotoSansTelugu-Bold']));
  });

  it('embeds only the families a document uses', async () => {
    const pdf = await render((doc) => drawText(doc, 'Plain Latin only', 'regular', { x: 40, y: 40, width: 400 }));
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSans-Regular']));
  });

  it('wraps within the box and leaves the cursor below the text, as tall as it measured', async () => {
    let measured = 0;
    let below = 0;
    const long = 'of team योद्धा with Anjali Sharma, సాయి కిరణ్ and Zoë Ünal, and more names than one line holds';
    const pdf = await render((doc) => {
      doc.fontSize(12);
      measured = heightOfText(doc, long, 'regular', 200);
      drawText(doc, long, 'regular', { x: 40, y: 100, width: 200, align: 'center' });
      below = doc.y;
    });
    expect(measured).toBeGreaterThan(3 * 12);
    expect(below).toBeCloseTo(100 + measured, 5);
    expect((await textOf(pdf)).replaceAll('\n', ' ')).toContain('Zoë Ünal');
  });
});

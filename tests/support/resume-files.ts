import zlib from 'node:zlib';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';

/** Test files for the ATS checker (server tests, the e2e journey and its benches): multipart bodies, DOCX files built with jszip, PDFs drawn with pdfkit. */

export interface FilePart {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body: the file parts and text fields, in that order. */
export function multipartBody(files: readonly FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----kodeshala${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const escapeXml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The smallest valid DOCX: one paragraph per line of `lines`. */
export function docxZip(lines: readonly string[]): JSZip {
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`;
  const zip = new JSZip();
  zip.file('[Content_Types].xml', contentTypes);
  zip.file('_rels/.rels', rootRels);
  zip.file('word/document.xml', document);
  return zip;
}

export const docxBytes = (zip: JSZip): Promise<Buffer> => zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });

export const pdfType = 'application/pdf';
export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A PDF drawn with pdfkit, as bytes. */
export function pdfkitBytes(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/**
 * A hostile one-page PDF: its Flate-compressed content stream holds `megabytes` MB of text
 * operators (`(word) Tj`), so a small file costs a reader seconds. `variety` numbers the words,
 * which compresses worse: 1 gives the smallest file, larger values larger ones. Each word starts
 * again at the line's start (`0 0 Td`): pdf.js drops text past the page's edge, and a file whose
 * words ran off the page would be read to a few hundred on-page characters, refused or not by
 * the machine's speed alone.
 */
export function textOperatorPdf(megabytes: number, variety = 1): Buffer {
  const lines: string[] = ['BT /F1 1 Tf 10 10 Td'];
  let size = 0;
  for (let i = 0; size < megabytes * 1024 * 1024; i++) {
    const line = `(resume ${i % variety}) Tj 0 0 Td`;
    lines.push(line);
    size += line.length + 1;
  }
  lines.push('ET');
  const stream = zlib.deflateSync(Buffer.from(lines.join('\n'), 'latin1'), { level: 9 });
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>'),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let offset = parts[0]!.length;
  objects.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

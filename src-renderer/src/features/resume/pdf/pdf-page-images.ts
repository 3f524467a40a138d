import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Wide enough to stay sharp on a phone's dense screen and in the desktop's side panel. */
const renderWidthPx = 1000;

/**
 * A PDF's pages as PNG images, drawn by pdf.js in the page (its parsing runs in a worker). The
 * preview shows these rather than the browser's PDF viewer, which phones do not embed in a page and
 * the desktop app's window does not load, so every learner sees the same pages. Loaded on demand.
 */
export async function pdfPageImages(blob: Blob): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false }).promise;
  try {
    const images: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: renderWidthPx / page.getViewport({ scale: 1 }).width });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      images.push(canvas.toDataURL('image/png'));
      page.cleanup();
    }
    return images;
  } finally {
    await document.destroy();
  }
}

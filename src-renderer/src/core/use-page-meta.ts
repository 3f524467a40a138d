import { createContext, useContext, useEffect } from 'react';
import type { PrerenderedPageMeta } from '@shared/routing/prerendered';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/refund-policy`. */
  canonicalPath: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

function setCanonical(href: string): void {
  let link = document.head.querySelector('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.setAttribute('rel', 'canonical');
    document.head.append(link);
  }
  link.setAttribute('href', href);
}

const fullTitleOf = (title: string) => (title.includes('Kodeshala') ? title : `${title} | Kodeshala`);

/**
 * Where a page drawn on the server leaves what its head needs, which no effect sets there: the
 * server writes these into the page (src-server/http/prerendered-pages.ts).
 */
export const PageMetaSink = createContext<((meta: Partial<PrerenderedPageMeta>) => void) | null>(null);

/** Sets the document title, description, canonical link and Open Graph tags for a page. */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  useContext(PageMetaSink)?.({ title: fullTitleOf(title), description, canonicalPath });
  useEffect(() => {
    const fullTitle = fullTitleOf(title);
    const canonical = new URL(canonicalPath, window.location.origin).toString();
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', canonical);
    setMeta('property', 'og:type', 'website');
    setCanonical(canonical);
  }, [title, description, canonicalPath]);
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeContent } from '@shared/home/home-content';
import { legalDocument, legalSlugs } from '@shared/legal/legal-document';

const resources = path.resolve(import.meta.dirname, '../../resources');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(resources, file), 'utf8'));
const legalText = (slug: string) => JSON.stringify(legalDocument.parse(read(`legal/${slug}.json`)));

describe('stored content', () => {
  it('home page copy matches its schema, with the hackathon slide leading to /hackathon', () => {
    const home = homeContent.parse(read('home/home.json'));
    expect(home.slides.map((s) => s.id)).toEqual(['brand', 'hackathon', 'full-stack', 'ai-assistant']);
    expect(home.slides.map((s) => s.cta.to)).toEqual(['/courses', '/hackathon', '/courses', '/courses']);
  });

  it('each legal page matches its schema and its own slug', () => {
    for (const slug of legalSlugs) expect(legalDocument.parse(read(`legal/${slug}.json`)).slug).toBe(slug);
  });

  it('the policies carry every figure of product.md §2.2 "Legal pages"', () => {
    const all = legalSlugs.map(legalText).join(' ');
    const figures = ['13 years', 'Rs 99', 'Rs 799', '7 days', '20%', '3 to 5 business days', '24 to 48 hours', '30 days',
      '7 working days', '2 years', '60 days', '99.5%', '48 hours', 'Razorpay'];
    for (const figure of figures) expect(all, figure).toContain(figure);
  });

  it('the shipping policy is version 1.0 of 27 June 2025 with eleven sections and its figures', () => {
    const shipping = legalDocument.parse(read('legal/shipping-policy.json'));
    expect([shipping.effectiveDate, shipping.version, shipping.sections.length]).toEqual(['2025-06-27', '1.0', 11]);
    const text = JSON.stringify(shipping);
    for (const figure of ['Rs 500', 'Rs 150', '2 to 3', '7 to 14', '1 to 2 business days', '5 to 7 business days', 'Hyderabad']) {
      expect(text, figure).toContain(figure);
    }
  });
});

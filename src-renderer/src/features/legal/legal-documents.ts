import { legalDocument, type LegalDocument, type LegalSlug } from '@shared/legal/legal-document';

// Each text is its own chunk, loaded when its page opens.
const loaders: Record<LegalSlug, () => Promise<{ default: unknown }>> = {
  'privacy-policy': () => import('@resources/legal/privacy-policy.json'),
  'terms-conditions': () => import('@resources/legal/terms-conditions.json'),
  'refund-policy': () => import('@resources/legal/refund-policy.json'),
  'shipping-policy': () => import('@resources/legal/shipping-policy.json'),
};

export async function loadLegalDocument(slug: LegalSlug): Promise<LegalDocument> {
  const module = await loaders[slug]();
  return legalDocument.parse(module.default);
}

import { useEffect } from 'react';
import { socialLinks, supportEmail } from '../../app/shell/Footer';

const scriptId = 'ld-organization';

/**
 * Structured data for search engines (product.md §1.1). The element is data, not script: browsers do
 * not execute application/ld+json, so the CSP's script-src does not apply to it.
 */
export function useOrganizationJsonLd(): void {
  useEffect(() => {
    const origin = window.location.origin;
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kodeshala',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: supportEmail,
      description:
        'Beginner-friendly programming courses, a coding playground, an AI tutor and college hackathons for learners in India.',
      address: { '@type': 'PostalAddress', addressLocality: 'Hyderabad', addressCountry: 'IN' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: supportEmail, areaServed: 'IN' },
      sameAs: socialLinks.map((link) => link.href),
    };
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = scriptId;
    script.textContent = JSON.stringify(data);
    document.getElementById(scriptId)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, []);
}

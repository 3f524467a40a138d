import { socialProfiles, supportEmail } from './organization';

// Apart from the footer's addresses (organization.ts), which every page draws: only the home page
// and the server write this.

/** The element id of the home page's structured data, so whoever writes it next replaces it. */
export const organizationDataId = 'ld-organization';

/**
 * The home page's structured data for search engines (product.md §1.1), at the address the site
 * is reached by: the server writes it into the prerendered page, the app again once it runs.
 */
export function organizationData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Kodeshala',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: supportEmail,
    description: 'Beginner-friendly programming courses, a coding playground, an AI tutor and college hackathons for learners in India.',
    address: { '@type': 'PostalAddress', addressLocality: 'Hyderabad', addressCountry: 'IN' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: supportEmail, areaServed: 'IN' },
    sameAs: socialProfiles.map((profile) => profile.href),
  };
}

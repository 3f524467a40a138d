import { useContext, useEffect } from 'react';
import { organizationData, organizationDataId } from '@shared/home/organization-data';
import { PageMetaSink } from '../../core/use-page-meta';

/**
 * Structured data for search engines (product.md §1.1). The element is data, not script: browsers do
 * not execute application/ld+json, so the CSP's script-src does not apply to it. A page the server
 * has drawn carries it already; the app writes it again at the address the visitor reached.
 */
export function useOrganizationJsonLd(): void {
  useContext(PageMetaSink)?.({ structuredData: 'organization' });
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = organizationDataId;
    script.textContent = JSON.stringify(organizationData(window.location.origin));
    document.getElementById(organizationDataId)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, []);
}

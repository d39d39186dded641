/** The company behind the careers site: shown in the footer, job postings and search markup. */
export const COMPANY = {
  name: 'ApplyPilot',
  legalName: 'ApplyPilot Inc.',
  tagline: 'AI-assisted job search and recruiting',
  supportEmail: 'support@applypilot.example',
  careersEmail: 'careers@applypilot.example',
  websiteUrl: 'https://applypilot.example',
  postalAddress: {
    street: '26th Street corner 5th Avenue, Bonifacio Global City',
    locality: 'Taguig',
    region: 'Metro Manila',
    postalCode: '1634',
    country: 'Philippines',
  },
  copyrightYear: 2023,
  /**
   * The company's time zone, Philippines time all year (UTC+8): interviews, offers' start dates
   * and every day the business counts are its days.
   */
  timeZone: 'Asia/Manila',
  social: {
    linkedin: 'https://www.linkedin.com/company/applypilot',
    facebook: 'https://www.facebook.com/applypilot',
    x: 'https://x.com/applypilot',
  },
} as const;

/** One line, as printed under the footer links. */
export function formatPostalAddress(address = COMPANY.postalAddress): string {
  return [address.street, address.locality, `${address.region} ${address.postalCode}`, address.country].join(', ');
}

/** robots.txt: everything may be crawled but the private and utility pages; the sitemap by its absolute address. */
export function renderRobots(disallowed: readonly string[], siteUrl: string): string {
  const rules = disallowed.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${rules}\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

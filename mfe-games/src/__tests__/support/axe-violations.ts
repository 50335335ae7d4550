import axe from 'axe-core';

/**
 * Axe's findings on the page, as 'rule: html' lines: the rules jsdom can judge (no layout, so no colour contrast: the
 * Playwright journeys check that), landmarks aside (the shell's <main> holds the area).
 */
export async function axeViolations() {
  const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
  const { violations } = await axe.run(document.body, { rules });
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.0/2.1 A and AA plus best practice) on the page, or only on the `include`d
 * parts of it; a serious or critical finding fails.
 */
export async function expectNoSeriousViolations(page: Page, what: string, include: string[] = []) {
  let axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // axe.run in the page itself: the site has no frames, and this is 2-3 times faster than the
    // default (which finishes each run in a second, blank page).
    .setLegacyMode(true);
  for (const selector of include) axe = axe.include(selector);
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`);
      return [`  ${v.id} (${v.impact}): ${v.help}`, ...nodes].join('\n');
    })
    .join('\n');
  // Soft, so one run reports both themes.
  expect
    .soft(
      serious.map((v) => v.id),
      `${what}: serious/critical axe violations\n${report}`,
    )
    .toEqual([]);
}

import fs from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Holds back the rest of Mantine's styles, as a slow network would, for a screen that draws with
 * only a share of them (src-renderer/src/core/styles/); what waits for them (lazily loaded parts)
 * waits. The returned function lets them through.
 */
export async function holdBackRestOfStyles(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/rest-styles-*.css', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Only classes Mantine has rules for: some of its classes are hooks with no style of their own.
const styled = [...new Set(fs.readFileSync('node_modules/@mantine/core/styles.css', 'utf8').match(/\.m_[0-9a-f]+/g) ?? [])];

/** The Mantine classes on the page that no loaded rule mentions: components drawn unstyled. */
export function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate((mantineClasses) => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      // The held-back stylesheet is in the list, but a sheet that never loaded has no rules to read.
      try {
        collect(sheet.cssRules);
      } catch {
        continue;
      }
    }
    const known = selectors.join(' ');
    const used = new Set(Array.from(document.querySelectorAll('[class*="m_"]')).flatMap((element) => Array.from(element.classList).filter((name) => /^m_[0-9a-f]+$/.test(name))));
    return [...used].filter((name) => mantineClasses.includes(`.${name}`) && !known.includes(`.${name}`));
  }, styled);
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');
const imported = (file: string) =>
  [...fs.readFileSync(path.join(root, 'src-renderer/src/core/styles', file), 'utf8').matchAll(/^import '@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css';$/gm)].map(
    (match) => match[1],
  );

describe("the renderer's three shares of Mantine's styles", () => {
  const firstPaint = imported('first-paint-styles.ts');
  const reader = imported('reader-styles.ts');
  const rest = imported('rest-styles.ts');

  it('hold each of Mantine’s stylesheets exactly once, so no component is left unstyled', () => {
    const mantine = fs
      .readdirSync(stylesDir)
      .filter((file) => file.endsWith('.layer.css'))
      .map((file) => file.replace(/\.layer\.css$/, ''));
    expect([...firstPaint, ...reader, ...rest].sort()).toEqual(mantine.sort());
  });

  it('keep the order of Mantine’s styles.css within each share', () => {
    const whole = fs.readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
    const position = (name: string | undefined) => {
      const css = fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8');
      return whole.indexOf(css.match(/\.m_[0-9a-f]+/)?.[0] ?? css.trim().slice(0, 80));
    };
    for (const share of [firstPaint, reader, rest]) {
      const positions = share.map(position);
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});

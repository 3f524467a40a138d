import { describe, expect, it } from 'vitest';
import { markdownTable, tableEnd, tableStart, withLatestTable } from '../../bench/benchmarks-doc';

describe('the benchmarks page written by bench:all', () => {
  const rows = [{ bench: 'api', figure: 'share of bare | Fastify', value: '62 %', met: 'met' }];

  it('writes a markdown table with every column and escapes pipes', () => {
    expect(markdownTable(rows)).toBe('| bench | figure | value | met |\n|---|---|---|---|\n| api | share of bare \\| Fastify | 62 % | met |');
  });

  it('adds the table once, then replaces it in place and keeps the text around it', () => {
    const first = withLatestTable('# Benchmarks\n\nProse.\n', 'On day one', rows);
    expect(first).toContain('## Latest full run');
    const second = withLatestTable(`${first}\nMore prose.\n`, 'On day two', [{ bench: 'run', value: 1 }]);
    expect(second.split(tableStart)).toHaveLength(2);
    expect(second.split(tableEnd)).toHaveLength(2);
    expect(second).toContain('On day two');
    expect(second).not.toContain('On day one');
    expect(second).toContain('Prose.');
    expect(second).toContain('More prose.');
  });
});

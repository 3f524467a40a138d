import { describe, expect, it } from 'vitest';
import { parseProcStatus, parsePsTable, parseWindowsTable, processTableFor, psTable, treeOf, treeResidentBytes } from './process-tree';

const rows = [
  { pid: 1, ppid: 0, residentBytes: 10 },
  { pid: 50, ppid: 1, residentBytes: 100 },
  { pid: 51, ppid: 50, residentBytes: 200 },
  { pid: 52, ppid: 51, residentBytes: 300 },
  { pid: 60, ppid: 1, residentBytes: 1000 },
];

describe('a program’s process tree', () => {
  it('reads macOS’s ps, the Windows query and Linux’s /proc status', () => {
    expect(parsePsTable('    1     0  1234\n  812     1   56\n\n garbage line\n')).toEqual([
      { pid: 1, ppid: 0, residentBytes: 1234 * 1024 },
      { pid: 812, ppid: 1, residentBytes: 56 * 1024 },
    ]);
    expect(parseWindowsTable('0 0 8192\r\n4 0 151552\r\n7340 1204 30482432\r\n')).toEqual([
      { pid: 0, ppid: 0, residentBytes: 8192 },
      { pid: 4, ppid: 0, residentBytes: 151552 },
      { pid: 7340, ppid: 1204, residentBytes: 30482432 },
    ]);
    expect(parseProcStatus(42, 'Name:\tpython3\nPPid:\t7\nVmRSS:\t   2048 kB\n')).toEqual([{ pid: 42, ppid: 7, residentBytes: 2048 * 1024 }]);
    // A kernel thread has no VmRSS; a torn read has no PPid.
    expect(parseProcStatus(2, 'Name:\tkthreadd\nPPid:\t0\n')).toEqual([{ pid: 2, ppid: 0, residentBytes: 0 }]);
    expect(parseProcStatus(3, 'Name:\tx\n')).toEqual([]);
  });

  it('finds every descendant and adds up what they hold, leaving the rest of the machine out', () => {
    expect(treeOf(rows, 50).map((row) => row.pid)).toEqual([50, 51, 52]);
    expect(treeResidentBytes(rows, 50)).toBe(600);
    expect(treeOf(rows, 999)).toEqual([]);
  });

  it.skipIf(process.platform !== 'linux')('on this machine, /proc and ps both see this process and its parent', async () => {
    for (const table of [processTableFor('linux'), psTable]) {
      const own = (await table()).find((row) => row.pid === process.pid);
      expect(own).toMatchObject({ ppid: process.ppid });
      expect(own?.residentBytes).toBeGreaterThan(1024 * 1024);
    }
  });
});

import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readerBundle, readerBundleBudgetKb } from '../support/reader-bundle';

// The build these journeys run against: a change that pulls a heavy feature into the entry chunk
// (it has happened: the resume schema through sign-out) fails here, not only in bench:reader.
test('the reader route’s JavaScript stays within its budget, without Monaco', () => {
  const bundle = readerBundle(path.resolve(import.meta.dirname, '../../out/web'));
  expect(bundle.gzipKb, bundle.files.join(', ')).toBeLessThan(readerBundleBudgetKb);
  expect([...bundle.files, ...bundle.onDemand].filter((file) => /monaco/i.test(file))).toEqual([]);
});

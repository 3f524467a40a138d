import { describe, expect, it } from 'vitest';
import { manifestKey } from './manifest-key';

describe('manifestKey', () => {
  const manifest = {
    'src/features/home/HomePage.tsx': { src: 'src/features/home/HomePage.tsx', name: 'HomePage', isDynamicEntry: true },
    '_CourseReaderPage-BYSfvF_H.js': { name: 'CourseReaderPage', isDynamicEntry: true },
    '_Modal-fnasRKBx.js': { name: 'Modal' },
    '_AdminPage-1111.js': { name: 'AdminPage', isDynamicEntry: true },
    '_AdminPage-2222.js': { name: 'AdminPage', isDynamicEntry: true },
  };

  it('takes the module’s own key when the manifest has it', () => {
    expect(manifestKey(manifest, 'src/features/home/HomePage.tsx')).toBe('src/features/home/HomePage.tsx');
  });

  it('finds a screen’s chunk built without the screen as its face by the module’s name', () => {
    expect(manifestKey(manifest, 'src/features/courses/CourseReaderPage.tsx')).toBe('_CourseReaderPage-BYSfvF_H.js');
  });

  it('takes no chunk that is not lazily loaded, and none when two of that name fit', () => {
    expect(manifestKey(manifest, 'src/features/admin/Modal.tsx')).toBeUndefined();
    expect(manifestKey(manifest, 'src/features/admin/AdminPage.tsx')).toBeUndefined();
    expect(manifestKey(manifest, 'src/features/missing/Nowhere.tsx')).toBeUndefined();
  });
});

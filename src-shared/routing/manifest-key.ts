/** The fields of a Vite build manifest's chunk that say which module it was built from. */
export interface ManifestChunkNames {
  src?: string;
  name?: string;
  isDynamicEntry?: boolean;
}

/**
 * The key of a lazily loaded module's chunk in Vite's build manifest, which is the module's path
 * from src-renderer. A screen whose parts load lazily and import from its own chunk is the
 * exception: that chunk exports more than the screen's module does, so Rollup builds it without
 * the module as its face, and the manifest keys it by file (`_CourseReaderPage-1a2b.js`) under the
 * module's name. Undefined when no chunk, or more than one of that name, fits.
 */
export function manifestKey(manifest: Readonly<Record<string, ManifestChunkNames>>, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = module.split('/').pop()?.replace(/\.[cm]?[jt]sx?$/, '');
  const named = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry === true && chunk.src === undefined && chunk.name === name;
  });
  return named.length === 1 ? named[0] : undefined;
}

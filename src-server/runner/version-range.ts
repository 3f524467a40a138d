import semver from 'semver';

/**
 * Piston's rule for the `version` of a request: a SemVer range (`*`, `3.x`, `3.12`, `^3.10`,
 * `>=3.8 <4`, `3.12.3`) that the installed version must satisfy. Toolchains that report fewer than
 * three numbers (`go1.22`, `javac 21`) are read as `1.22.0` and `21.0.0`; the exact text they
 * report matches too.
 */
export function satisfiesVersion(installed: string, asked: string): boolean {
  if (asked === installed) return true;
  const version = semver.valid(installed) ?? semver.coerce(installed)?.version;
  return version !== undefined && semver.satisfies(version, asked);
}

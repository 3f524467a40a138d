/**
 * The part of `semver` (npm's own version parser, which Piston uses for its version selectors)
 * that the runner calls. Replaced by `@types/semver` once that is installed.
 */
declare module 'semver' {
  interface SemVer {
    readonly version: string;
  }
  interface SemverApi {
    valid(version: string): string | null;
    coerce(version: string): SemVer | null;
    satisfies(version: string, range: string): boolean;
  }
  const semver: SemverApi;
  export default semver;
}

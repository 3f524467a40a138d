/**
 * Whether the platform server answers, and since when it has not. While it does not, a request
 * asks it again only after `retryMs`, so a network that hangs (rather than refusing) does not make
 * every page wait for the timeout before this computer's copy answers.
 */
export class Link {
  offlineSince: Date | null = null;
  private lastTry = 0;

  constructor(private readonly retryMs: number) {}

  offline(): void {
    this.offlineSince ??= new Date();
    this.lastTry = Date.now();
  }

  online(): void {
    this.offlineSince = null;
  }

  worthTrying(): boolean {
    return this.offlineSince === null || Date.now() - this.lastTry >= this.retryMs;
  }
}

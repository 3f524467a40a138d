import type { Clock } from '../clock';

/**
 * Whether the platform server answers, and since when it has not. While it does not, a request
 * asks it again only after `retryMs`, so a network that hangs (rather than refusing) does not make
 * every page wait for the timeout before this computer's copy answers.
 */
export class Link {
  offlineSince: Date | null = null;
  /** On the monotonic clock: the wait between tries is a duration, which a test clock leaves alone. */
  private lastTry = 0;

  constructor(
    private readonly retryMs: number,
    private readonly clock: Clock,
  ) {}

  offline(): void {
    this.offlineSince ??= this.clock();
    this.lastTry = performance.now();
  }

  online(): void {
    this.offlineSince = null;
  }

  worthTrying(): boolean {
    return this.offlineSince === null || performance.now() - this.lastTry >= this.retryMs;
  }
}

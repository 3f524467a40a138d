/** Whether the platform server answers, and since when it has not. */
export class Link {
  offlineSince: Date | null = null;

  offline(): void {
    this.offlineSince ??= new Date();
  }

  online(): void {
    this.offlineSince = null;
  }
}

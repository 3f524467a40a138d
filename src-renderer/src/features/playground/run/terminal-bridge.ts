import type { Terminal } from '@xterm/xterm';

const dim = (text: string) => `\x1b[2m${text}\x1b[0m`;
const red = (text: string) => `\x1b[31m${text}\x1b[0m`;
const yellow = (text: string) => `\x1b[33m${text}\x1b[0m`;

/**
 * Connects the run engine to the xterm in the terminal tab. The tab may mount after a run
 * starts (or be hidden), so writes wait here until a terminal is attached.
 */
export class TerminalBridge {
  private terminal: Terminal | undefined;
  private pending = '';
  private inputHandler: ((data: string) => void) | undefined;

  attach(terminal: Terminal): () => void {
    this.terminal = terminal;
    if (this.pending) terminal.write(this.pending);
    this.pending = '';
    const subscription = terminal.onData((data) => this.inputHandler?.(data));
    return () => {
      subscription.dispose();
      if (this.terminal === terminal) this.terminal = undefined;
    };
  }

  onInput(handler: ((data: string) => void) | undefined): void {
    this.inputHandler = handler;
  }

  write(text: string): void {
    if (this.terminal) this.terminal.write(text);
    else this.pending += text;
  }

  stdout(text: string): void {
    this.write(text);
  }

  stderr(text: string): void {
    this.write(red(text));
  }

  info(text: string): void {
    this.write(`${dim(text)}\r\n`);
  }

  warn(text: string): void {
    this.write(`${yellow(text)}\r\n`);
  }

  error(text: string): void {
    this.write(`${red(text)}\r\n`);
  }

  clear(): void {
    this.pending = '';
    this.terminal?.reset();
  }

  focus(): void {
    this.terminal?.focus();
  }
}

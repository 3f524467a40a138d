/**
 * A terminal's line discipline for a program whose input is a pipe, not a TTY: what the learner
 * types is echoed and kept until Enter, then sent as one line, as a shell would do. Backspace
 * edits the line; Ctrl+C interrupts; Ctrl+D ends the input.
 */
export interface LineEdit {
  /** What to show in the terminal. */
  echo: string;
  /** Complete lines (with their newline) to send to the program. */
  lines: string[];
  interrupt: boolean;
  endOfInput: boolean;
}

export class LineEditor {
  private line = '';

  feed(data: string): LineEdit {
    const edit: LineEdit = { echo: '', lines: [], interrupt: false, endOfInput: false };
    for (const char of data) {
      if (char === '\r' || char === '\n') {
        edit.lines.push(`${this.line}\n`);
        edit.echo += '\r\n';
        this.line = '';
      } else if (char === '\u007f' || char === '\b') {
        if (this.line) {
          this.line = [...this.line].slice(0, -1).join('');
          edit.echo += '\b \b';
        }
      } else if (char === '\u0003') {
        edit.interrupt = true;
        edit.echo += '^C\r\n';
        this.line = '';
      } else if (char === '\u0004') {
        if (this.line) edit.lines.push(this.line);
        this.line = '';
        edit.endOfInput = true;
      } else if (char >= ' ' || char === '\t') {
        this.line += char;
        edit.echo += char;
      }
    }
    return edit;
  }

  reset(): void {
    this.line = '';
  }
}

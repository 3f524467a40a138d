import net from 'node:net';

/**
 * A loopback TCP proxy in front of a server, whose network can be cut: `cut()` ends every
 * connection and refuses new ones; `dropAnswers(n)` lets the next n writes (POST, PUT, PATCH,
 * DELETE) reach the server and then ends the connection as its answer starts, so the server has
 * applied the write but the client never hears back. `holdAnswers(n)` keeps the next n writes'
 * answers back until `release()`, so the server has applied them while the client still waits.
 */
export interface CuttableProxy {
  url: string;
  /** Write requests the server answered through this proxy (dropped answers included). */
  writesPassed: number;
  /** Answers it cut off. */
  dropped: number;
  /** Answers it is keeping back. */
  held: number;
  cut(): void;
  restore(): void;
  dropAnswers(count: number): void;
  holdAnswers(count: number): void;
  release(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let cut = false;
  let drops = 0;
  let holds = 0;
  /** Each held answer's connection and what has arrived of it so far. */
  const heldBack = new Map<net.Socket, Buffer[]>();
  const state = { writesPassed: 0, dropped: 0 };
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let writing = false;
    client.on('data', (chunk: Buffer) => {
      if (/^(POST|PUT|PATCH|DELETE) /.test(chunk.toString('latin1', 0, 8))) writing = true;
      upstream.write(chunk);
    });
    // Decided when the server answers, so attempts while it is down count for nothing.
    upstream.on('data', (chunk: Buffer) => {
      if (writing) {
        writing = false;
        state.writesPassed++;
        if (drops > 0) {
          drops--;
          state.dropped++;
          client.destroy();
          upstream.destroy();
          return;
        }
        if (holds > 0) {
          holds--;
          heldBack.set(client, []);
        }
      }
      const held = heldBack.get(client);
      if (held) held.push(chunk);
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get writesPassed() {
      return state.writesPassed;
    },
    get dropped() {
      return state.dropped;
    },
    get held() {
      return heldBack.size;
    },
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    dropAnswers(count) {
      drops = count;
    },
    holdAnswers(count) {
      holds = count;
    },
    release() {
      for (const [client, chunks] of heldBack) for (const chunk of chunks) client.write(chunk);
      heldBack.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

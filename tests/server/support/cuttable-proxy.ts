import net from 'node:net';

/**
 * A loopback TCP proxy in front of a server, whose network can be cut: `cut()` ends every
 * connection and refuses new ones; `dropAnswers(n)` lets the next n writes (POST, PUT, PATCH,
 * DELETE) reach the server and then ends the connection as its answer starts, so the server has
 * applied the write but the client never hears back.
 */
export interface CuttableProxy {
  url: string;
  /** Write requests the server answered through this proxy (dropped answers included). */
  writesPassed: number;
  /** Answers it cut off. */
  dropped: number;
  cut(): void;
  restore(): void;
  dropAnswers(count: number): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let cut = false;
  let drops = 0;
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
      }
      client.write(chunk);
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
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

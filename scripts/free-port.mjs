// Prints as many TCP ports as asked (one by default), each free on this machine right now and all
// different: every one is held until all are found, so the system cannot hand the same one out twice.
import net from 'node:net';

const count = Math.max(1, Number(process.argv[2] ?? 1));
const held = await Promise.all(
  Array.from({ length: count }, () => new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  })),
);
const ports = held.map((server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
});
await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
console.log(ports.join(' '));

// Prints a TCP port that is free on this machine right now.
import net from 'node:net';

const server = net.createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  server.close(() => console.log(typeof address === 'object' && address ? address.port : 0));
});

import net from "node:net";

export interface TcpRelay {
  /** A copy of `url` that goes through the relay. */
  url: string;
  /**
   * Holds every byte in both directions, and new connections too, as a PostgreSQL stopped with
   * SIGSTOP does: the kernel keeps accepting and buffering, nothing answers.
   */
  freeze(): void;
  /** Lets everything held go on, in order. */
  thaw(): void;
  close(): Promise<void>;
}

/** A TCP relay in front of the PostgreSQL of `url`, which a test can freeze and thaw. */
export async function tcpRelay(url: string): Promise<TcpRelay> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
      if (frozen) socket.pause();
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    // pipe() resumes its source; a connection made while frozen stays held.
    if (frozen) for (const socket of [client, upstream]) socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const relayed = new URL(url);
  relayed.hostname = "127.0.0.1";
  relayed.port = String((server.address() as net.AddressInfo).port);
  return {
    url: relayed.toString(),
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

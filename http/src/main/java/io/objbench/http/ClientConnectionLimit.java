package io.objbench.http;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.io.Connection;

/**
 * Closes a new connection at once when its client address already holds {@code max} open ones,
 * so one host cannot take every connection of the server.
 */
final class ClientConnectionLimit implements Connection.Listener {

    private static final System.Logger LOG = System.getLogger(ClientConnectionLimit.class.getName());

    private final int max;
    private final ConcurrentHashMap<String, AtomicInteger> open = new ConcurrentHashMap<>();

    ClientConnectionLimit(int max) {
        this.max = max;
    }

    @Override
    public void onOpened(Connection connection) {
        String client = client(connection);
        int n = open.computeIfAbsent(client, k -> new AtomicInteger()).incrementAndGet();
        if (n > max) {
            if (n == max + 1) {
                LOG.log(System.Logger.Level.WARNING, client + " holds " + max + " connections, the most one client"
                        + " may: further ones are closed");
            }
            connection.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        String client = client(connection);
        open.computeIfPresent(client, (k, count) -> count.decrementAndGet() <= 0 ? null : count);
    }

    /** Open connections of {@code address} (tests). */
    int open(String address) {
        AtomicInteger n = open.get(address);
        return n == null ? 0 : n.get();
    }

    private static String client(Connection connection) {
        SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress() : String.valueOf(remote);
    }
}

package io.objbench.http;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;

/**
 * Closes a new connection at once when its client address already holds {@code max} open ones,
 * so one host cannot take every connection of the server. The address is taken when the
 * connection opens and kept with it: once closed, a connection no longer knows its peer, and a
 * count keyed by the address read at the close would never come down (the limit would then
 * refuse a client for good after {@code max} connections in all, not {@code max} at once).
 */
final class ClientConnectionLimit implements Connection.Listener {

    private static final System.Logger LOG = System.getLogger(ClientConnectionLimit.class.getName());

    private final int max;
    // counts change inside the map's per-key atomic merge and compute: a counter taken out of the
    // map could be dropped by a close between the lookup and the increment, losing the increment
    private final ConcurrentHashMap<String, Integer> open = new ConcurrentHashMap<>();
    /** The client of each open connection, as counted at its opening. */
    private final ConcurrentHashMap<Connection, String> clients = new ConcurrentHashMap<>();

    ClientConnectionLimit(int max) {
        this.max = max;
    }

    @Override
    public void onOpened(Connection connection) {
        String client = client(connection);
        clients.put(connection, client);
        int n = open.merge(client, 1, Integer::sum);
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
        String client = clients.remove(connection);
        if (client == null) {
            return; // opened before this listener was added
        }
        open.computeIfPresent(client, (k, count) -> count <= 1 ? null : count - 1);
    }

    /** Open connections of {@code address} (tests). */
    int open(String address) {
        return open.getOrDefault(address, 0);
    }

    private static String client(Connection connection) {
        SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress() : String.valueOf(remote);
    }
}

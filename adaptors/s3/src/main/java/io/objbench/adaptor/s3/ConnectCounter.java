package io.objbench.adaptor.s3;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.atomic.LongAdder;
import org.apache.http.conn.DnsResolver;
import org.apache.http.impl.conn.SystemDefaultDnsResolver;

/**
 * Counts the connections the SDK's Apache client sets out to open. Apache's connection operator
 * resolves the host name once per new connection, right before connecting (a pooled connection
 * that is reused resolves nothing), and the SDK lets the resolver be replaced: it is the one hook
 * on connection creation it offers (its socket factory option covers https only). So this counts
 * connects started, a refused or timed-out one included; resolution itself is the system's.
 */
final class ConnectCounter implements DnsResolver {

    private final LongAdder connects = new LongAdder();

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        connects.increment();
        return SystemDefaultDnsResolver.INSTANCE.resolve(host);
    }

    /** Connects started so far. */
    long connects() {
        return connects.sum();
    }
}

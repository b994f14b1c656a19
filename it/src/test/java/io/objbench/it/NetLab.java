package io.objbench.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What a network fault test builds around its cluster: namespaces, bridges and a Toxiproxy server. A JUnit
 * extension registered before the {@link Cluster} (so it runs after the cluster has stopped its
 * processes): removes everything it made, whatever the test's outcome.
 */
final class NetLab implements AfterEachCallback {

    private final List<AutoCloseable> made = new ArrayList<>();
    private Toxiproxy toxiproxy;
    private Path toxiproxyDir;

    /** A new namespace host ({@code n}: 1 or 2, unique per test) on a private subnet of its own. */
    NetHost host(int n) {
        NetHost h = new NetHost(n);
        made.add(h);
        return h;
    }

    /** A new bridge (a private LAN); make it before the hosts plugged into it, so it is removed after them. */
    NetBridge bridge() {
        NetBridge b = new NetBridge();
        made.add(b);
        return b;
    }

    /** A new namespace host ({@code n} unique per bridge) plugged into {@code bridge}. */
    NetHost host(NetBridge bridge, int n) {
        NetHost h = new NetHost(bridge, n);
        made.add(h);
        return h;
    }

    /** Something else the test made (a server), closed with the rest, before the namespaces made earlier. */
    <T extends AutoCloseable> T add(T made) {
        this.made.add(made);
        return made;
    }

    /** The test's Toxiproxy server, started at the first call. */
    Toxiproxy toxiproxy() {
        if (toxiproxy == null) {
            try {
                toxiproxyDir = Files.createTempDirectory("objbench-toxiproxy-");
                toxiproxy = new Toxiproxy(toxiproxyDir);
                made.add(toxiproxy);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return toxiproxy;
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        Exception first = null;
        for (int i = made.size() - 1; i >= 0; i--) {
            try {
                made.get(i).close();
            } catch (Exception e) {
                first = first == null ? e : first;
            }
        }
        made.clear();
        toxiproxy = null;
        if (toxiproxyDir != null) {
            if (context.getExecutionException().isPresent()) {
                System.err.println("toxiproxy's log: " + toxiproxyDir.resolve("toxiproxy.log"));
            } else {
                Files.deleteIfExists(toxiproxyDir.resolve("toxiproxy.log"));
                Files.deleteIfExists(toxiproxyDir);
            }
            toxiproxyDir = null;
        }
        if (first != null) {
            throw first;
        }
    }
}

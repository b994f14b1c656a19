package io.objbench.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Free loopback ports, chosen by the OS, none handed out twice in this JVM. */
final class Ports {

    // the OS may offer a just-released port again: a cluster's controller was once given the port
    // its first driver had been given a moment before, and could not bind it (CI, 2026-11-28)
    private static final Set<Integer> HANDED_OUT = ConcurrentHashMap.newKeySet();

    private Ports() {
    }

    /** A port that was free a moment ago (bound on port 0, then released) and not returned before. */
    static int free() {
        for (int attempt = 0; attempt < 100; attempt++) {
            try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                s.setReuseAddress(true);
                if (HANDED_OUT.add(s.getLocalPort())) {
                    return s.getLocalPort();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("no free port", e);
            }
        }
        throw new IllegalStateException("no free port not handed out before in 100 attempts");
    }
}

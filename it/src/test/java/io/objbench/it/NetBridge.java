package io.objbench.it;

import java.util.List;

/**
 * A private LAN inside this machine: a Linux bridge in the root namespace on its own /24
 * ({@code 10.232.x.0/24}, the bridge itself .1) that {@link NetHost}s plug into, so hosts reach
 * each other directly, as machines on one switch. A blackhole route for the subnet is added before
 * the bridge and removed after it, so no packet for the subnet ever takes the default route off
 * the machine, whatever state the links are in. {@link #close()} removes it; a shutdown hook does
 * it should the test JVM end first. Close the hosts first ({@link NetLab} does).
 */
final class NetBridge implements AutoCloseable {

    private final String ip = NetTools.find("ip");
    private final String name;
    private final String prefix;
    private final String subnet;
    private final long pid = ProcessHandle.current().pid() % 100_000;
    private final Thread hook;
    private boolean blackhole;
    private boolean closed;

    NetBridge() {
        // two test JVMs at once (two worktrees) most likely get different subnets
        prefix = "10.232." + (pid % 250);
        subnet = prefix + ".0/24";
        name = "obbr" + pid;
        hook = new Thread(this::remove, "objbench-it-bridge");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            NetTools.check(List.of(ip, "route", "add", "blackhole", subnet, "metric", "4000"));
            blackhole = true;
            NetTools.check(List.of(ip, "link", "add", "name", name, "type", "bridge"));
            NetTools.check(List.of(ip, "addr", "add", address(1) + "/24", "dev", name));
            NetTools.check(List.of(ip, "link", "set", name, "up"));
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** The bridge's interface name. */
    String name() {
        return name;
    }

    /** Address {@code .last} of the subnet; .1 is the bridge's own (the root namespace's). */
    String address(int last) {
        return prefix + "." + last;
    }

    /** The test JVM's PID, shortened: part of every name the test makes, so two runs at once do not clash. */
    long pid() {
        return pid;
    }

    @Override
    public void close() {
        remove();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs (or ran) anyway
        }
    }

    private synchronized void remove() {
        if (closed) {
            return;
        }
        closed = true;
        NetTools.run(List.of(ip, "link", "delete", name));
        if (blackhole) {
            NetTools.run(List.of(ip, "route", "delete", "blackhole", subnet, "metric", "4000"));
        }
    }
}

package io.objbench.it;

import java.util.ArrayList;
import java.util.List;

/**
 * A separate host inside this machine: a network namespace joined to the root namespace by a veth
 * pair on a private /24 ({@code 10.231.x.0/24}, the root side .1, the host .2). A blackhole route
 * for the subnet is added before anything else and removed last, so no packet for it ever takes
 * the default route off the machine, whatever state the link is in. Faults are nftables rules in
 * the namespace's own table. A host may instead be a port of a {@link NetBridge}, on the bridge's
 * subnet beside the other hosts plugged into it. {@link #close()} removes everything; a shutdown
 * hook does it should the test JVM end first.
 */
final class NetHost implements AutoCloseable {

    private static final String TABLE = "objbench_fault";

    private final String ip = NetTools.find("ip");
    private final String nft = NetTools.find("nft");
    private final String tc = NetTools.find("tc");
    private final String ns;
    private final String subnet;
    private final String rootSide;
    private final String hostSide;
    private final String address;
    private final String rootAddress;
    private final Thread hook;
    private boolean blackhole;
    private boolean closed;

    /** Makes the namespace; {@code n} (1 or 2) picks the subnet 10.231.x.0/24 (x from n and the PID) and the names. */
    NetHost(int n) {
        long pid = ProcessHandle.current().pid() % 100_000;
        // two test JVMs at once (two worktrees) most likely get different subnets
        int octet = (int) (pid % 120) * 2 + n;
        ns = "objbench-nf-" + pid + "-" + n;
        subnet = "10.231." + octet + ".0/24";
        rootSide = "obnf" + pid + "r" + n;
        hostSide = "obnf" + pid + "h" + n;
        address = "10.231." + octet + ".2";
        rootAddress = "10.231." + octet + ".1";
        hook = new Thread(this::remove, "objbench-it-netns-" + n);
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            NetTools.check(List.of(ip, "route", "add", "blackhole", subnet, "metric", "4000"));
            blackhole = true;
            NetTools.check(List.of(ip, "netns", "add", ns));
            NetTools.check(List.of(ip, "link", "add", rootSide, "type", "veth", "peer", "name", hostSide));
            NetTools.check(List.of(ip, "link", "set", hostSide, "netns", ns));
            NetTools.check(List.of(ip, "addr", "add", "10.231." + octet + ".1/24", "dev", rootSide));
            NetTools.check(List.of(ip, "link", "set", rootSide, "up"));
            up();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * Makes a namespace plugged into {@code bridge} by a veth pair (the root side a port of the
     * bridge, without an address), at address {@code .(10 + n)} of the bridge's subnet. The
     * bridge's blackhole route covers it.
     */
    NetHost(NetBridge bridge, int n) {
        long pid = bridge.pid();
        ns = "objbench-fb-" + pid + "-" + n;
        subnet = null;
        rootSide = "obfb" + pid + "r" + n;
        hostSide = "obfb" + pid + "h" + n;
        address = bridge.address(10 + n);
        rootAddress = bridge.address(1);
        hook = new Thread(this::remove, "objbench-it-netns-" + n);
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            NetTools.check(List.of(ip, "netns", "add", ns));
            NetTools.check(List.of(ip, "link", "add", rootSide, "type", "veth", "peer", "name", hostSide));
            NetTools.check(List.of(ip, "link", "set", hostSide, "netns", ns));
            NetTools.check(List.of(ip, "link", "set", rootSide, "master", bridge.name()));
            NetTools.check(List.of(ip, "link", "set", rootSide, "up"));
            up();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private void up() {
        inside(ip, "addr", "add", address + "/24", "dev", hostSide);
        inside(ip, "link", "set", hostSide, "up");
        inside(ip, "link", "set", "lo", "up");
    }

    /** The host's address. */
    String address() {
        return address;
    }

    /** The address of the root namespace's end of the link (on a bridge: the bridge's): a server there is reached over it. */
    String rootAddress() {
        return rootAddress;
    }

    /** The host's network interface (its end of the veth pair), as its driver sees it. */
    String link() {
        return hostSide;
    }

    /**
     * Caps the link at {@code rate} (tc syntax, e.g. {@code 40mbit}) in both directions with a
     * token bucket ({@code tbf}) on each end's egress; removed with the namespace.
     */
    void cap(String rate) {
        List<String> tbf = List.of("qdisc", "add", "dev", "", "root", "tbf", "rate", rate, "burst", "128kb",
                "latency", "100ms");
        List<String> out = new ArrayList<>(tbf);
        out.set(3, hostSide);
        List<String> host = new ArrayList<>(List.of(tc));
        host.addAll(out);
        inside(host.toArray(String[]::new));
        List<String> in = new ArrayList<>(List.of(tc));
        in.addAll(tbf);
        in.set(4, rootSide);
        NetTools.check(in);
    }

    /** The command prefix that runs a program on this host. */
    List<String> prefix() {
        return List.of(ip, "netns", "exec", ns);
    }

    /** Drops every packet in and out of the host (a partition); {@link #heal()} ends it. */
    void partition() {
        rules("drop", List.of());
    }

    /** Drops {@code percent} % of the packets in each direction, at random. */
    void loss(int percent) {
        rules("accept", List.of("numgen", "random", "mod", "100", "<", Integer.toString(percent), "drop"));
    }

    /** Removes every fault rule. */
    void heal() {
        inside(nft, "delete", "table", "inet", TABLE);
    }

    private void rules(String policy, List<String> rule) {
        inside(nft, "add", "table", "inet", TABLE);
        for (String hookName : List.of("input", "output")) {
            inside(nft, "add", "chain", "inet", TABLE, hookName, "{ type filter hook " + hookName
                    + " priority 0 ; policy " + policy + " ; }");
            if (!rule.isEmpty()) {
                List<String> add = new ArrayList<>(List.of(nft, "add", "rule", "inet", TABLE, hookName));
                add.addAll(rule);
                inside(add.toArray(String[]::new));
            }
        }
    }

    private void inside(String... command) {
        List<String> c = new ArrayList<>(prefix());
        c.addAll(List.of(command));
        NetTools.check(c);
    }

    /** Removes the namespace (with its veth pair and nft table), then the blackhole route. */
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
        NetTools.run(List.of(ip, "netns", "delete", ns));
        // deleting the namespace deletes the peer; the root side goes with it, checked anyway
        NetTools.run(List.of(ip, "link", "delete", rootSide));
        if (blackhole) {
            NetTools.run(List.of(ip, "route", "delete", "blackhole", subnet, "metric", "4000"));
        }
    }
}

package io.objbench.it;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The system tools the network fault tests need (root, {@code ip netns}, {@code nft}, the
 * Toxiproxy server of {@code scripts/faults/install-tools.sh}) and a way to run them. Without them
 * a test is skipped with the reason, except under {@code CI=true}, where it fails: CI installs them.
 */
final class NetTools {

    static final Path TOXIPROXY = Path.of(System.getenv().getOrDefault("OBJBENCH_TOXIPROXY",
            "/usr/local/bin/toxiproxy-server"));

    private NetTools() {
    }

    /** Skips (or under CI fails) unless every tool is here and usable. */
    static void require() {
        List<String> missing = new ArrayList<>();
        if (!"root".equals(System.getProperty("user.name")) && !uidIsZero()) {
            missing.add("root (namespaces and nftables need it)");
        }
        String ip = find("ip");
        if (ip == null) {
            missing.add("ip (apt-get install iproute2)");
        } else if (run(List.of(ip, "netns", "list")).exit() != 0) {
            missing.add("a working `ip netns` (network namespaces)");
        }
        if (find("nft") == null) {
            missing.add("nft (apt-get install nftables)");
        }
        if (!Files.isExecutable(TOXIPROXY)) {
            missing.add("the Toxiproxy server at " + TOXIPROXY);
        }
        if (missing.isEmpty()) {
            return;
        }
        String why = "network fault tests need " + String.join(", ", missing);
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail("CI=true but " + why + ": run scripts/faults/install-tools.sh as root");
        }
        Assumptions.abort(why);
    }

    /**
     * Skips (or under CI fails) unless root, {@code ip netns}, {@code nft} (a {@link NetHost} uses
     * it) and {@code tc} are here: the link tests need no Toxiproxy.
     */
    static void requireLinks() {
        List<String> missing = new ArrayList<>();
        if (!"root".equals(System.getProperty("user.name")) && !uidIsZero()) {
            missing.add("root (namespaces and tc need it)");
        }
        String ip = find("ip");
        if (ip == null) {
            missing.add("ip (apt-get install iproute2)");
        } else if (run(List.of(ip, "netns", "list")).exit() != 0) {
            missing.add("a working `ip netns` (network namespaces)");
        }
        if (find("tc") == null) {
            missing.add("tc (apt-get install iproute2)");
        }
        if (find("nft") == null) {
            missing.add("nft (apt-get install nftables)");
        }
        if (missing.isEmpty()) {
            return;
        }
        String why = "link tests need " + String.join(", ", missing);
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail("CI=true but " + why + ": run scripts/faults/install-tools.sh as root");
        }
        Assumptions.abort(why);
    }

    private static boolean uidIsZero() {
        try {
            return Files.readString(Path.of("/proc/self/status")).lines()
                    .filter(l -> l.startsWith("Uid:")).anyMatch(l -> l.split("\\s+")[1].equals("0"));
        } catch (IOException e) {
            return false;
        }
    }

    /** The absolute path of a system command (sbin directories are often not on a test's PATH). */
    static String find(String name) {
        for (String dir : List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin")) {
            if (Files.isExecutable(Path.of(dir, name))) {
                return dir + "/" + name;
            }
        }
        return null;
    }

    /** A finished command: exit status and output. */
    record Result(int exit, String output) {
    }

    /** Runs {@code command}, waits at most 20 s. */
    static Result run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Result(-1, "timed out: " + command);
            }
            return new Result(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Result(-1, e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Runs {@code command}; fails with its output unless it exits 0. */
    static String check(List<String> command) {
        Result r = run(command);
        if (r.exit() != 0) {
            throw new UncheckedIOException(new IOException(String.join(" ", command) + " exited " + r.exit() + ": " + r.output()));
        }
        return r.output();
    }
}

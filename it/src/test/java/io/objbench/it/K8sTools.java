package io.objbench.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The tools {@link HelmChartIT} needs, built from Go modules and cached under
 * {@code ~/.cache/objbench/k8s-tools}: helm (a pinned version, {@code go install}) and the strict
 * manifest checker of {@code deploy/helm/check} (rebuilt when its sources change). Without a Go
 * toolchain the test is skipped, or fails under {@code CI=true}.
 */
final class K8sTools {

    /** The helm release built; helm v3.22 is what the chart was written against. */
    static final String HELM_VERSION = "v3.22.0";
    /** helm and the checker compile in minutes on a loaded 2-core machine. */
    private static final Duration BUILD_TIMEOUT = Duration.ofMinutes(15);

    private final Path go;
    private final Path cache;

    private K8sTools(Path go, Path cache) {
        this.go = go;
        this.cache = cache;
    }

    /** The Go toolchain, or the test aborted (failed under CI=true) with the reason. */
    static K8sTools locate() {
        Path found = null;
        for (String dir : (System.getenv().getOrDefault("PATH", "") + ":/usr/local/go/bin").split(":")) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, "go");
            if (Files.isExecutable(candidate)) {
                found = candidate;
                break;
            }
        }
        if (found == null) {
            String why = "no Go toolchain (go on PATH or /usr/local/go/bin): helm and the manifest checker are built with it";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new AssertionError("CI=true but " + why);
            }
            Assumptions.abort(why);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path cache = (xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache"))
                .resolve("objbench").resolve("k8s-tools");
        return new K8sTools(found, cache);
    }

    /** helm, installed with {@code go install} into the cache on first use. */
    Path helm() throws IOException, InterruptedException {
        Path dir = cache.resolve("helm-" + HELM_VERSION);
        Path helm = dir.resolve("helm");
        if (!Files.isExecutable(helm)) {
            Files.createDirectories(dir);
            Result r = run(List.of(go.toString(), "install", "helm.sh/helm/v3/cmd/helm@" + HELM_VERSION),
                    Path.of("."), Map.of("GOBIN", dir.toString()), BUILD_TIMEOUT);
            r.requireSuccess("go install helm " + HELM_VERSION);
        }
        return helm;
    }

    /** The strict checker built from {@code source}, cached by a digest of its go.mod, go.sum and main.go. */
    Path checker(Path source) throws IOException, InterruptedException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (String f : List.of("go.mod", "go.sum", "main.go")) {
            sha.update(Files.readAllBytes(source.resolve(f)));
        }
        Path bin = cache.resolve("k8s-strict-check-" + HexFormat.of().formatHex(sha.digest()).substring(0, 16))
                .resolve("k8s-strict-check");
        if (!Files.isExecutable(bin)) {
            Files.createDirectories(bin.getParent());
            run(List.of(go.toString(), "build", "-o", bin.toString(), "."), source, Map.of(), BUILD_TIMEOUT)
                    .requireSuccess("go build of " + source);
        }
        return bin;
    }

    /** What a process printed and how it ended. */
    record Result(List<String> command, int exit, String out, String err) {
        Result requireSuccess(String what) {
            if (exit != 0) {
                throw new AssertionError(what + " failed (exit " + exit + "): " + String.join(" ", command)
                        + "\nstdout:\n" + out + "\nstderr:\n" + err);
            }
            return this;
        }
    }

    /** Runs a command to its end (killed after {@code timeout}), its input from {@code stdin} when not null. */
    static Result run(List<String> command, Path dir, Map<String, String> env, Duration timeout, String stdin)
            throws IOException, InterruptedException {
        Path out = Files.createTempFile("k8s-tool-", ".out");
        Path err = Files.createTempFile("k8s-tool-", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            pb.environment().putAll(env);
            Process p = pb.start();
            if (stdin != null) {
                try (var in = p.getOutputStream()) {
                    in.write(stdin.getBytes(StandardCharsets.UTF_8));
                }
            } else {
                p.getOutputStream().close();
            }
            if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError("timed out after " + timeout + ": " + String.join(" ", command));
            }
            return new Result(command, p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    static Result run(List<String> command, Path dir, Map<String, String> env, Duration timeout)
            throws IOException, InterruptedException {
        return run(command, dir, env, timeout, null);
    }
}

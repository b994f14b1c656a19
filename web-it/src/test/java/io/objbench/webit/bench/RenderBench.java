package io.objbench.webit.bench;

import io.objbench.controller.run.RunSettings;
import io.objbench.webit.UiServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Server-side render times of the web UI for runs of the seed study's size: two runs of 216 main
 * stages each (6 sizes × 6 worker counts × 6 read/write mixes on the {@code none} storage, a few
 * hundred operations per stage) go through the real queue and archive; then every page (and the
 * JSON its script loads) is fetched {@code N} times after a warm-up, and the median and p95 of
 * the request times are printed in milliseconds. Measured, not asserted.
 * Arguments: {@code [N=50] [warm-up=20]}; {@code -Dobjbench.bench.archive=DIR} keeps the runs in DIR
 * and reuses them on the next call (to time two builds of the pages on the same runs).
 */
public final class RenderBench {

    private static final int STAGES = 216;

    private RenderBench() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        // -Dobjbench.bench.archive=DIR keeps the runs in DIR and reuses them on the next call: two builds
        // of the pages (before/after a change) are then timed on the very same runs
        String keep = System.getProperty("objbench.bench.archive", "");
        Path dir = keep.isEmpty() ? Files.createTempDirectory("objbench-bench-web-") : Path.of(keep);
        RunSettings settings = RunSettings.defaults().withTick(Duration.ofMillis(200));
        try (UiServer server = new UiServer(dir, null, settings)) {
            long t0 = System.nanoTime();
            List<String> past = server.history.all().stream().map(r -> r.view().id()).toList();
            String a;
            String b;
            if (past.size() >= 2) {
                a = past.get(0);
                b = past.get(1);
                System.out.printf(Locale.ROOT, "reusing the runs %s and %s of %s%n", a, b, dir);
            } else {
                a = server.queue.submit(workload("bench-web-a"), "bench-web-a.xml").id();
                b = server.queue.submit(workload("bench-web-b"), "bench-web-b.xml").id();
                server.awaitEnded(a, Duration.ofMinutes(30));
                server.awaitEnded(b, Duration.ofMinutes(30));
                System.out.printf(Locale.ROOT, "two runs of %d stages archived in %.1f s (%s, %s)%n", STAGES,
                        (System.nanoTime() - t0) / 1e9, a, b);
            }

            Map<String, String> pages = new LinkedHashMap<>();
            pages.put("dashboard /ui/", "/ui/");
            pages.put("workload page /ui/workloads/{id}", "/ui/workloads/" + a);
            pages.put("report page /ui/workloads/{id}/report", "/ui/workloads/" + a + "/report");
            pages.put("report data (JSON)", "/ui/data/workloads/" + a + "/report");
            // what the report page's script loads for a run of more than one page of stages
            pages.put("report data, page 1 (JSON)", "/ui/data/workloads/" + a + "/report?page=1");
            pages.put("sweep page /ui/workloads/{id}/sweep", "/ui/workloads/" + a + "/sweep");
            pages.put("compare page (2 runs)", "/ui/compare?ids=" + a + "," + b);
            pages.put("compare data (JSON, 2 runs)", "/ui/data/compare?ids=" + a + "," + b);
            pages.put("compare verdicts (JSON, 2 runs)", "/ui/data/compare/verdicts?ids=" + a + "," + b);
            // -Dobjbench.bench.pages=compare times only the pages whose name contains that text
            String only = System.getProperty("objbench.bench.pages", "");
            pages.keySet().removeIf(name -> !name.contains(only));

            HttpClient http = HttpClient.newHttpClient();
            System.out.printf(Locale.ROOT, "%d timed requests per page after %d warm-up requests%n%n", n, warmup);
            System.out.println("| page | bytes | median ms | p95 ms |");
            System.out.println("|---|---:|---:|---:|");
            for (Map.Entry<String, String> page : pages.entrySet()) {
                URI uri = URI.create(server.url(page.getValue()));
                int status = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.discarding())
                        .statusCode();
                if (status != 200) { // a page this build does not have (timing an older build)
                    System.out.printf(Locale.ROOT, "| %s | answered %d | – | – |%n", page.getKey(), status);
                    continue;
                }
                int bytes = 0;
                for (int i = 0; i < warmup; i++) {
                    bytes = fetch(http, uri).length();
                }
                double[] ms = new double[n];
                for (int i = 0; i < n; i++) {
                    long s = System.nanoTime();
                    fetch(http, uri);
                    ms[i] = (System.nanoTime() - s) / 1e6;
                }
                Arrays.sort(ms);
                System.out.printf(Locale.ROOT, "| %s | %,d | %.1f | %.1f |%n", page.getKey(), bytes,
                        percentile(ms, 50), percentile(ms, 95));
            }
        } finally {
            if (keep.isEmpty()) {
                try (var files = Files.walk(dir)) {
                    files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        }
    }

    private static String fetch(HttpClient http, URI uri) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IllegalStateException(uri + " answered " + r.statusCode());
        }
        return r.body();
    }

    /** Nearest-rank percentile of sorted {@code v}. */
    private static double percentile(double[] v, double p) {
        int rank = (int) Math.ceil(p / 100.0 * v.length);
        return v[Math.max(0, Math.min(v.length - 1, rank - 1))];
    }

    /** 216 short main stages: sizes × worker counts × read/write mixes on the no-op storage. */
    static String workload(String name) {
        String[] sizes = {"4KB", "16KB", "64KB", "256KB", "1MB", "4MB"};
        int[] workers = {1, 2, 4, 8, 16, 32};
        int[] reads = {100, 90, 80, 50, 20, 0};
        List<String> stages = new ArrayList<>();
        for (String size : sizes) {
            for (int w : workers) {
                for (int r : reads) {
                    String label = size + "-w" + w + "-r" + r;
                    StringBuilder ops = new StringBuilder();
                    if (r > 0) {
                        ops.append("<operation type=\"read\" ratio=\"").append(r)
                                .append("\" config=\"containers=u(1,4);objects=u(1,100)\" />");
                    }
                    if (r < 100) {
                        ops.append("<operation type=\"write\" ratio=\"").append(100 - r)
                                .append("\" config=\"containers=u(1,4);objects=u(1,100);sizes=c(")
                                .append(size, 0, size.length() - 2).append(')').append(size.substring(size.length() - 2))
                                .append("\" />");
                    }
                    stages.add("<workstage name=\"" + label + "\"><work name=\"main\" workers=\"" + w
                            + "\" totalOps=\"" + (200 * w) + "\" interval=\"1\">" + ops + "</work></workstage>");
                }
            }
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<workload name=\"" + name
                + "\" description=\"216 stages for the render benchmark\">\n<storage type=\"none\" />\n<workflow>\n"
                + String.join("\n", stages) + "\n</workflow>\n</workload>\n";
    }
}

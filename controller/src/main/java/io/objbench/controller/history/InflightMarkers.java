package io.objbench.controller.history;

import io.objbench.controller.archive.AtomicFiles;
import io.objbench.core.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One small file per run in flight, {@code <archive>/.inflight/w<N>.json}, written atomically when
 * the run starts and deleted once it is archived. A marker still there when the controller starts
 * is a run the last controller never finished: it is then recorded as interrupted.
 */
final class InflightMarkers {

    /** What a marker holds: enough for a run-history row. */
    record Marker(String id, String name, long submittedMillis, long startedMillis, String opInfo) {
    }

    private final Path dir;

    InflightMarkers(Path archiveDir) {
        this.dir = archiveDir.resolve(".inflight");
    }

    void write(Marker marker) throws IOException {
        AtomicFiles.write(dir.resolve(marker.id() + ".json"), Json.mapper().writeValueAsBytes(marker));
    }

    void delete(String id) throws IOException {
        Files.deleteIfExists(dir.resolve(id + ".json"));
    }

    /** Every readable marker; unreadable ones (a crash mid-write cannot leave one, but a person might) are skipped. */
    List<Marker> all() throws IOException {
        List<Marker> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList()) {
                try {
                    out.add(Json.mapper().readValue(p.toFile(), Marker.class));
                } catch (IOException e) {
                    System.getLogger(InflightMarkers.class.getName()).log(System.Logger.Level.WARNING,
                            "ignoring unreadable in-flight marker " + p + ": " + e.getMessage());
                }
            }
        }
        return out;
    }
}

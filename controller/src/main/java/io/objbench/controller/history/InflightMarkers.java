package io.objbench.controller.history;

import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.AtomicFiles;
import io.objbench.core.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One small file per accepted run, {@code <archive>/.inflight/w<N>.json}, written atomically when
 * the run is accepted (with its workload, so a queued run can be queued again), rewritten when it
 * starts and deleted only once it is archived. A marker still there when the controller starts is
 * a run the last controller never finished: queued, it is queued again; started, it is recorded
 * as interrupted.
 */
final class InflightMarkers {

    /**
     * What a marker holds: enough for a run-history row, and the workload to queue it again.
     *
     * @param startedMillis 0 while the run is queued
     * @param xml           the workload as submitted (absent in markers of older versions)
     * @param fileName      its file name for error messages
     * @param origin        the ssbench scenario the workload was generated from; absent otherwise
     */
    record Marker(String id, String name, long submittedMillis, long startedMillis, String opInfo, String xml,
                  String fileName,
                  @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                  io.objbench.core.workload.Workload.Origin origin) {
    }

    private final Path dir;

    InflightMarkers(Path archiveDir) {
        this.dir = archiveDir.resolve(ArchiveLayout.INFLIGHT);
    }

    void write(Marker marker) throws IOException {
        AtomicFiles.write(dir.resolve(marker.id() + ".json"), Json.mapper().writeValueAsBytes(marker));
    }

    /** When the marker of {@code id} was last written, or 0. */
    long writtenMillis(String id) throws IOException {
        Path p = dir.resolve(id + ".json");
        return Files.exists(p) ? Files.getLastModifiedTime(p).toMillis() : 0;
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

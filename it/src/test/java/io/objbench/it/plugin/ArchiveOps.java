package io.objbench.it.plugin;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The per-operation results of the one workload in an {@code objbench run} archive, from its JSON. */
final class ArchiveOps {

    private ArchiveOps() {
    }

    /** The workload JSON: {@code archive/w1-<name>/w1-<name>.json}. */
    static JsonNode workload(Path archive) throws IOException {
        try (Stream<Path> dirs = Files.list(archive)) {
            // the run folder, not .inflight/ (the in-flight markers)
            Path dir = dirs.filter(Files::isDirectory).filter(d -> !d.getFileName().toString().startsWith("."))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no workload directory in " + archive));
            return Json.mapper().readTree(dir.resolve(dir.getFileName() + ".json").toFile());
        }
    }

    /** The workload.log files of an archive, for a failure message. */
    static String logs(Path archive) {
        StringBuilder sb = new StringBuilder();
        if (!Files.isDirectory(archive)) {
            return "";
        }
        try (Stream<Path> files = Files.walk(archive)) {
            for (Path log : files.filter(f -> f.getFileName().toString().equals("workload.log")).toList()) {
                sb.append("\n----- ").append(log).append(" -----\n").append(Files.readString(log));
            }
        } catch (IOException e) {
            sb.append("\n(cannot read the archive ").append(archive).append(": ").append(e).append(')');
        }
        return sb.toString();
    }

    /** Every op of every stage, in order. */
    static List<JsonNode> ops(JsonNode workload) {
        List<JsonNode> ops = new ArrayList<>();
        workload.path("stages").forEach(stage -> stage.path("ops").forEach(ops::add));
        return ops;
    }

    /** The ops of work {@code work}. */
    static List<JsonNode> ofWork(JsonNode workload, String work) {
        return ops(workload).stream().filter(op -> work.equals(op.path("work").asText())).toList();
    }
}

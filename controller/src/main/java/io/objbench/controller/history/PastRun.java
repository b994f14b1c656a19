package io.objbench.controller.history;

import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.core.protocol.WorkloadView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A run that ended (or was cut short by a controller restart), as the history keeps it.
 *
 * @param view its final view
 * @param dir  its archive directory; null when it has none (a run interrupted before it was archived)
 */
public record PastRun(WorkloadView view, Path dir) {

    /** The archive directory, if the run has one. */
    public Optional<Path> directory() {
        return Optional.ofNullable(dir).filter(Files::isDirectory);
    }

    /** The names of the run's archived files (no hidden or temporary files), sorted. */
    public List<String> files() throws IOException {
        if (directory().isEmpty()) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                    .filter(n -> !n.startsWith(".")).sorted().toList();
        }
    }

    /**
     * One archived file by name; empty when there is no such file. Only plain names listed by
     * {@link #files()} resolve, so no path can leave the run's directory.
     */
    public Optional<Path> file(String name) throws IOException {
        if (name == null || !files().contains(name)) {
            return Optional.empty();
        }
        return Optional.of(dir.resolve(name));
    }

    /** The archived JSON summary {@code w<N>-<name>.json}, if written. */
    public Optional<Path> summary() {
        return directory().map(ArchiveLayout::summaryJson).filter(Files::isRegularFile);
    }
}

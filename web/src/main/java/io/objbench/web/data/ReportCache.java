package io.objbench.web.data;

import io.objbench.controller.history.PastRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The last few reports read from the archive, so that paging through a 216-stage report, or its
 * page and then its JSON, parses the run's summary (megabytes) and workload once, not on every
 * request. An entry is used only while the summary file has the size and modification time it was
 * read at: an archive written again is read again.
 */
final class ReportCache {

    private static final int ENTRIES = 8;

    private record Key(Path summary, boolean distributions) {
    }

    private record Cached(FileTime modified, long size, ReportReader.WithWorkload value) {
    }

    private final Map<Key, Cached> entries = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Cached> eldest) {
            return size() > ENTRIES;
        }
    };

    /** {@link ReportReader#readWithWorkload}, from the cache when the summary is unchanged. */
    Optional<ReportReader.WithWorkload> read(PastRun run, boolean distributions) throws IOException {
        Optional<Path> summary = run.summary();
        if (summary.isEmpty()) {
            return Optional.empty();
        }
        Key key = new Key(summary.get(), distributions);
        FileTime modified = Files.getLastModifiedTime(summary.get());
        long size = Files.size(summary.get());
        synchronized (entries) {
            Cached e = entries.get(key);
            if (e != null && e.modified().equals(modified) && e.size() == size) {
                return Optional.of(e.value());
            }
        }
        // read outside the lock: two first requests may both read, the last one's result stays
        Optional<ReportReader.WithWorkload> read = ReportReader.readWithWorkload(run, distributions);
        read.ifPresent(r -> {
            synchronized (entries) {
                entries.put(key, new Cached(modified, size, r));
            }
        });
        return read;
    }
}

package io.objbench.adaptor.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A backend's log file (radosgw's ops log, the Swift proxy's access log) read from where it ended
 * when the test began. The file is shared by every test of a CI run and grows to hundreds of
 * megabytes, so it is streamed line by line and never held in memory: the adaptor ITs run in a
 * 48–64 MB heap on purpose.
 */
public final class ServerLog {

    private final Path file;
    private final long start;

    private ServerLog(Path file, long start) {
        this.file = file;
        this.start = start;
    }

    /** The log's lines written from now on (a missing file is an empty log). */
    public static ServerLog from(Path file) {
        try {
            return new ServerLog(file, Files.exists(file) ? Files.size(file) : 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many lines written since {@link #from} match. */
    public long count(Predicate<String> match) {
        long[] n = {0};
        forEachLine(line -> {
            if (match.test(line)) {
                n[0]++;
            }
        });
        return n[0];
    }

    /** Those of {@code needles} that no line written since {@link #from} contains, in order. */
    public List<String> missing(Collection<String> needles) {
        Set<String> found = new HashSet<>();
        forEachLine(line -> {
            for (String needle : needles) {
                if (line.contains(needle)) {
                    found.add(needle);
                }
            }
        });
        List<String> missing = new ArrayList<>();
        for (String needle : needles) {
            if (!found.contains(needle)) {
                missing.add(needle);
            }
        }
        return missing;
    }

    private void forEachLine(java.util.function.Consumer<String> each) {
        if (!Files.exists(file)) {
            return;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
             BufferedReader reader = new BufferedReader(new InputStreamReader(
                     Channels.newInputStream(channel.position(positionIn(channel))), StandardCharsets.ISO_8859_1), 64 * 1024)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                each.accept(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + file, e);
        }
    }

    private long positionIn(FileChannel channel) throws IOException {
        // a log truncated since (radosgw's is emptied at start past 256 MB) is read whole
        return channel.size() >= start ? start : 0;
    }

    @Override
    public String toString() {
        return file + " from byte " + start;
    }
}

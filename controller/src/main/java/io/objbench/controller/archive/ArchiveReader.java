package io.objbench.controller.archive;

import io.objbench.core.json.LenientJson;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * Reads an archive back, for the history and the web pages: the run index, a run's JSON
 * summary, its workload, a stage's timeline and an operation's {@code .hlog}. Files are found by
 * {@link ArchiveLayout}, CSV columns by their header names; the JSON summary is read with
 * {@link LenientJson}, as archives of other versions may lack fields or carry more. The
 * archives of older versions it reads are kept as test fixtures ({@code old-archive/}).
 */
public final class ArchiveReader {

    private static final System.Logger LOG = System.getLogger(ArchiveReader.class.getName());

    /** The columns of {@code run-history.csv} the history reads, by header name. */
    private static final List<String> RUN_HISTORY_COLUMNS = List.of("Id", "Name", "Submitted-At", "Started-At",
            "Stopped-At", "Op-Info", "State");

    private ArchiveReader() {
    }

    /**
     * A row of {@code run-history.csv}: times as written ({@code yyyy-MM-dd HH:mm:ss} in the
     * archive's zone, {@code N/A} when never started), the name as given to the CSV writer (its
     * formula guard removed), the state in upper case.
     */
    public record RunHistoryRow(String id, String name, String submittedAt, String startedAt, String stoppedAt,
                                String opInfo, String state) {
    }

    /**
     * Every row of the archive's {@code run-history.csv}, in file order; empty when there is no
     * such file. A row with fewer cells than the columns read is skipped and logged; a header
     * without one of those columns is an error naming the file and the column.
     */
    public static List<RunHistoryRow> runHistory(Path archiveDir) throws IOException {
        Path csv = archiveDir.resolve(ArchiveLayout.RUN_HISTORY);
        if (!Files.isRegularFile(csv)) {
            return List.of();
        }
        List<List<String>> records = CsvFormat.records(Files.readString(csv, StandardCharsets.UTF_8));
        if (records.isEmpty()) {
            return List.of();
        }
        Map<String, Integer> header = new HashMap<>();
        List<String> names = records.get(0);
        for (int i = 0; i < names.size(); i++) {
            header.putIfAbsent(names.get(i).trim(), i);
        }
        int[] at = new int[RUN_HISTORY_COLUMNS.size()];
        int needed = 0;
        for (int i = 0; i < at.length; i++) {
            Integer column = header.get(RUN_HISTORY_COLUMNS.get(i));
            if (column == null) {
                throw new IOException(csv + ":1: the header has no column '" + RUN_HISTORY_COLUMNS.get(i) + "'");
            }
            at[i] = column;
            needed = Math.max(needed, column + 1);
        }
        List<RunHistoryRow> rows = new ArrayList<>();
        for (int r = 1; r < records.size(); r++) {
            List<String> c = records.get(r);
            if (c.size() < needed) {
                LOG.log(System.Logger.Level.WARNING, csv + ": record " + (r + 1) + " has " + c.size()
                        + " cells, fewer than the " + needed + " read: skipped");
                continue;
            }
            rows.add(new RunHistoryRow(c.get(at[0]), CsvFormat.raw(c.get(at[1])), c.get(at[2]), c.get(at[3]),
                    c.get(at[4]), c.get(at[5]), c.get(at[6]).toUpperCase(Locale.ROOT)));
        }
        return rows;
    }

    /** The JSON summary of the run in {@code runDir}; empty when it has none (yet). */
    public static Optional<JsonSummary.RunJson> summary(Path runDir) throws IOException {
        Path file = ArchiveLayout.summaryJson(runDir);
        return Files.isRegularFile(file) ? Optional.of(readSummary(file)) : Optional.empty();
    }

    /** A JSON summary file {@code w<N>-<name>.json}. */
    public static JsonSummary.RunJson readSummary(Path file) throws IOException {
        return LenientJson.mapper().readValue(file.toFile(), JsonSummary.RunJson.class);
    }

    /**
     * The archived workload of the run in {@code runDir}; empty when there is none or it no
     * longer parses (an archive of an older version whose XML this one refuses: its numbers
     * still show).
     */
    public static Optional<Workload> workload(Path runDir) {
        Path xml = runDir == null ? null : runDir.resolve(ArchiveLayout.WORKLOAD_CONFIG);
        if (xml == null || !Files.isRegularFile(xml)) {
            return Optional.empty();
        }
        try {
            return Optional.of(WorkloadReader.read(xml));
        } catch (WorkloadException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The timeline of stage {@code stageId} of the run in {@code runDir}; {@link TimelineTable#EMPTY} when there is none. */
    public static TimelineTable timeline(Path runDir, String stageId) throws IOException {
        Path file = ArchiveLayout.timeline(runDir, stageId);
        if (!Files.isRegularFile(file)) {
            return TimelineTable.EMPTY;
        }
        List<List<String>> records = CsvFormat.records(Files.readString(file, StandardCharsets.UTF_8));
        if (records.size() < 2) {
            return TimelineTable.EMPTY;
        }
        return new TimelineTable(records.get(0), records.get(1), records.subList(2, records.size()));
    }

    /** Every interval histogram of an {@code .hlog} file, in order; empty when there is none. */
    public static List<Histogram> intervals(Path hlog) throws IOException {
        if (!Files.isRegularFile(hlog)) {
            return List.of();
        }
        List<Histogram> out = new ArrayList<>();
        try (InputStream in = Files.newInputStream(hlog)) {
            HistogramLogReader reader = new HistogramLogReader(in);
            EncodableHistogram e;
            while ((e = reader.nextIntervalHistogram()) != null) {
                if (e instanceof Histogram h) {
                    out.add(h);
                }
            }
        }
        return out;
    }
}

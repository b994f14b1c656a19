package io.objbench.controller.history;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.AtomicFiles;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.RunHistoryCsv;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The runs that ended, kept across controller restarts: loaded from the archive's
 * {@code run-history.csv} and each run's JSON summary, kept up to date as runs end. A run whose
 * in-flight marker survived the last controller is recorded as {@link #INTERRUPTED}, in memory
 * and in {@code run-history.csv}. Thread-safe.
 */
public final class History {

    /** The state of a run cut short by a controller restart (not one of COSBench's states). */
    public static final String INTERRUPTED = "INTERRUPTED";

    private static final DateTimeFormatter CSV_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);
    // archived summaries may gain fields in later versions: read them leniently
    private static final ObjectMapper LENIENT = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

    private final Archive archive;
    private final ZoneId zone;
    private final Clock clock;
    private final InflightMarkers markers;
    private final Map<Long, PastRun> runs = new TreeMap<>();

    private History(Archive archive, ZoneId zone, Clock clock) {
        this.archive = archive;
        this.zone = zone;
        this.clock = clock;
        this.markers = new InflightMarkers(archive.dir());
    }

    /** Loads the history of {@code archive} (timestamps of its CSVs in {@code zone}); marks interrupted runs. */
    public static History load(Archive archive, ZoneId zone, Clock clock) throws IOException {
        History h = new History(archive, zone, clock);
        h.readRunHistory();
        h.markInterrupted();
        return h;
    }

    /** The archive the history reads and the queue writes. */
    public Archive archive() {
        return archive;
    }

    /** A past run by id. */
    public synchronized Optional<PastRun> get(String id) {
        return Optional.ofNullable(runs.get(number(id)));
    }

    /** Every past run, oldest first. */
    public synchronized List<PastRun> all() {
        return List.copyOf(runs.values());
    }

    /** Records that run {@code id} started: a marker that survives a crash. */
    public void started(String id, Workload workload, Instant submitted, Instant started) throws IOException {
        markers.write(new InflightMarkers.Marker(id, workload.name(), submitted.toEpochMilli(), started.toEpochMilli(),
                String.join(" ", opTypes(workload))));
    }

    /** Records a run that ended and was archived in {@code dir}; removes its marker. */
    public void ended(WorkloadResult run, Path dir, String message) throws IOException {
        synchronized (this) {
            runs.put(number(run.id()), new PastRun(RunViews.of(run, message), dir));
        }
        markers.delete(run.id());
    }

    private void readRunHistory() throws IOException {
        Path csv = archive.dir().resolve("run-history.csv");
        if (!Files.isRegularFile(csv)) {
            return;
        }
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
            List<String> c = CsvLine.split(line);
            if (c.size() < 7 || number(c.get(0)) < 0) {
                continue;
            }
            String id = c.get(0);
            String state = c.get(6).toUpperCase(Locale.ROOT);
            Path dir = runDir(id).orElse(null);
            WorkloadView view = new WorkloadView(id, c.get(1), state, millis(c.get(2)), millis(c.get(3)),
                    millis(c.get(4)), "", List.of(), "");
            PastRun run = new PastRun(view, dir);
            Optional<Path> summary = run.summary();
            if (summary.isPresent()) {
                try {
                    JsonSummary.RunJson json = LENIENT.readValue(summary.get().toFile(), JsonSummary.RunJson.class);
                    view = RunViews.of(json, state, firstMessage(json));
                } catch (IOException e) {
                    // the CSV row alone still lists the run
                }
            }
            runs.put(number(id), new PastRun(view, dir));
        }
    }

    private void markInterrupted() throws IOException {
        CsvFormat f = new CsvFormat(zone);
        for (InflightMarkers.Marker m : markers.all()) {
            if (!runs.containsKey(number(m.id()))) {
                Instant now = clock.instant();
                Instant submitted = Instant.ofEpochMilli(m.submittedMillis());
                Instant started = Instant.ofEpochMilli(m.startedMillis());
                String row = CsvFormat.line(List.of(m.id(), m.name(), f.dateTime(submitted), f.dateTime(started),
                        f.dateTime(now), m.opInfo(), INTERRUPTED.toLowerCase(Locale.ROOT),
                        "queuing @ " + f.dateTime(submitted), "processing @ " + f.dateTime(started),
                        "interrupted @ " + f.dateTime(now)));
                AtomicFiles.append(archive.dir().resolve("run-history.csv"), RunHistoryCsv.HEADER, row);
                WorkloadView view = new WorkloadView(m.id(), m.name(), INTERRUPTED, m.submittedMillis(),
                        m.startedMillis(), now.toEpochMilli(), "", List.of(),
                        "the controller stopped while this run was in flight");
                runs.put(number(m.id()), new PastRun(view, runDir(m.id()).orElse(null)));
            }
            markers.delete(m.id());
        }
    }

    private Optional<Path> runDir(String id) throws IOException {
        try (Stream<Path> s = Files.list(archive.dir())) {
            return s.filter(Files::isDirectory).filter(p -> p.getFileName().toString().startsWith(id + "-")).findFirst();
        }
    }

    private long millis(String csvTime) {
        try {
            return LocalDateTime.parse(csvTime, CSV_TIME).atZone(zone).toInstant().toEpochMilli();
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private static String firstMessage(JsonSummary.RunJson json) {
        return json.stages().stream().map(JsonSummary.StageJson::message).filter(m -> m != null && !m.isEmpty())
                .findFirst().orElse("");
    }

    /** The number of a run id {@code w<N>}, -1 when it is not one. */
    static long number(String id) {
        return io.objbench.core.protocol.RunIds.number(id);
    }

    private static Set<String> opTypes(Workload workload) {
        Set<String> types = new LinkedHashSet<>();
        for (Stage s : workload.stages()) {
            for (Work w : s.works()) {
                for (Operation op : w.operations()) {
                    types.add(op.type());
                }
            }
        }
        return types;
    }
}

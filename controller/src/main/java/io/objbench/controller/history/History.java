package io.objbench.controller.history;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.ArchiveReader;
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
 * {@code run-history.csv} and each run's JSON summary ({@link ArchiveReader}, which reads the
 * archives of older versions too), kept up to date as runs end. A run whose
 * in-flight marker survived the last controller is recorded as {@link #INTERRUPTED}, in memory
 * and in {@code run-history.csv}. Thread-safe.
 */
public final class History {

    /** The state of a run cut short by a controller restart (not one of COSBench's states). */
    public static final String INTERRUPTED = "INTERRUPTED";
    /** The state of a run that ended but whose archive could not be written yet (not one of COSBench's). */
    public static final String ARCHIVE_INCOMPLETE = "ARCHIVE_INCOMPLETE";

    /** A marker's start time for a run cancelled while queued. */
    private static final long CANCELLED_QUEUED = -1;
    private static final System.Logger LOG = System.getLogger(History.class.getName());

    private static final DateTimeFormatter CSV_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    private final Archive archive;
    private final ZoneId zone;
    private final Clock clock;
    private final InflightMarkers markers;
    private final Map<Long, PastRun> runs = new TreeMap<>();
    private List<QueuedRun> queuedAtStart = List.of();
    private List<InterruptedRun> interruptedAtStart = List.of();

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

    /**
     * Records that run {@code id} was accepted: a marker with its workload, written before the
     * submitter hears of the run, so a controller crash cannot lose it.
     */
    public void queued(String id, Workload workload, String fileName, Instant submitted) throws IOException {
        markers.write(new InflightMarkers.Marker(id, workload.name(), submitted.toEpochMilli(), 0,
                String.join(" ", opTypes(workload)), workload.source(), fileName, workload.origin()));
    }

    /**
     * Records that queued run {@code id} was cancelled before it started, so a crash before its
     * archive is written records it as cancelled instead of queuing it again.
     */
    public void cancelledWhileQueued(String id, Workload workload, String fileName, Instant submitted)
            throws IOException {
        markers.write(new InflightMarkers.Marker(id, workload.name(), submitted.toEpochMilli(), CANCELLED_QUEUED,
                String.join(" ", opTypes(workload)), workload.source(), fileName, workload.origin()));
    }

    /** Records that run {@code id} started: its marker now says so (a crash from here on interrupts it). */
    public void started(String id, Workload workload, String fileName, Instant submitted, Instant started)
            throws IOException {
        markers.write(new InflightMarkers.Marker(id, workload.name(), submitted.toEpochMilli(), started.toEpochMilli(),
                String.join(" ", opTypes(workload)), workload.source(), fileName, workload.origin()));
        archive.started(id, workload);
    }

    /** Records a run that ended and was archived in {@code dir}; removes its marker. */
    public void ended(WorkloadResult run, Path dir, String message) throws IOException {
        synchronized (this) {
            runs.put(number(run.id()), new PastRun(RunViews.of(run, message), dir));
        }
        markers.delete(run.id());
    }

    /**
     * Records a run that ended but could not be archived (a full disk): it is listed in state
     * {@link #ARCHIVE_INCOMPLETE} with {@code why} as its message; its marker stays, so a restart
     * before the archive is complete still records it.
     */
    public void archiveIncomplete(WorkloadResult run, String why) {
        WorkloadView ended = RunViews.of(run, "");
        WorkloadView view = new WorkloadView(ended.id(), ended.name(), ARCHIVE_INCOMPLETE, ended.submittedMillis(),
                ended.startedMillis(), ended.stoppedMillis(), "", ended.stages(),
                "archive incomplete: " + why + " (the run ended " + run.state() + "; the archive is retried)");
        synchronized (this) {
            runs.put(number(run.id()), new PastRun(view, null));
        }
    }

    /** Forgets the listing of a run whose archive could not be written (it is active again). */
    public synchronized void forget(String id) {
        runs.remove(number(id));
    }

    /** Runs the last controller accepted but never started, oldest first: to be queued again. */
    public List<QueuedRun> queuedAtLastStop() {
        return queuedAtStart;
    }

    /**
     * A run accepted by the last controller that never started; {@code origin} is the ssbench
     * scenario its workload was generated from, or {@code null}.
     */
    public record QueuedRun(String id, String name, String xml, String fileName, Instant submitted,
                            Workload.Origin origin) {
    }

    /** Runs the last controller was running when it stopped (recorded INTERRUPTED at this start). */
    public List<InterruptedRun> interruptedAtLastStop() {
        return interruptedAtStart;
    }

    /**
     * A run a controller crash cut short: its workload ({@code xml} null when its marker held none)
     * and archive directory, for collecting what the drivers still hold of it.
     */
    public record InterruptedRun(String id, String name, String xml, String fileName, Instant submitted,
                                 Instant started, Instant stopped) {
    }

    /**
     * Reads again the JSON summary of interrupted run {@code id} after results were added to it
     * (recovered from the drivers), so the listing shows them; its state and message stay.
     */
    public void summaryChanged(String id) {
        PastRun past;
        synchronized (this) {
            past = runs.get(number(id));
        }
        Optional<Path> summary = past == null ? Optional.empty() : past.summary();
        if (summary.isEmpty()) {
            return;
        }
        try {
            JsonSummary.RunJson json = ArchiveReader.readSummary(summary.get());
            WorkloadView old = past.view();
            WorkloadView stages = RunViews.of(json, old.state(), old.message());
            WorkloadView view = new WorkloadView(old.id(), old.name(), old.state(), old.submittedMillis(),
                    old.startedMillis(), old.stoppedMillis(), old.currentStage(), stages.stages(), old.message());
            synchronized (this) {
                runs.put(number(id), new PastRun(view, past.dir()));
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot read the summary of " + id + " again: " + e);
        }
    }

    private void readRunHistory() throws IOException {
        for (ArchiveReader.RunHistoryRow c : ArchiveReader.runHistory(archive.dir())) {
            if (number(c.id()) < 0) {
                continue;
            }
            String id = c.id();
            String state = c.state();
            Path dir = runDir(id).orElse(null);
            WorkloadView view = new WorkloadView(id, c.name(), state, millis(c.submittedAt()), millis(c.startedAt()),
                    millis(c.stoppedAt()), "", List.of(), "");
            PastRun run = new PastRun(view, dir);
            Optional<Path> summary = run.summary();
            if (summary.isPresent()) {
                try {
                    JsonSummary.RunJson json = ArchiveReader.readSummary(summary.get());
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
        List<QueuedRun> queued = new java.util.ArrayList<>();
        List<InterruptedRun> interrupted = new java.util.ArrayList<>();
        for (InflightMarkers.Marker m : markers.all()) {
            if (runs.containsKey(number(m.id()))) {
                markers.delete(m.id()); // archived, then the controller stopped before deleting the marker
                continue;
            }
            if (m.startedMillis() == 0 && m.xml() != null) {
                // never started: no load ran, nothing measured; it runs after the restart
                queued.add(new QueuedRun(m.id(), m.name(), m.xml(), m.fileName() == null ? m.id() + ".xml"
                        : m.fileName(), Instant.ofEpochMilli(m.submittedMillis()), m.origin()));
                continue;
            }
            if (m.startedMillis() == CANCELLED_QUEUED) {
                recordCancelledWhileQueued(m, f);
                continue;
            }
            Path dir = runDir(m.id()).orElse(null);
            // the run stopped with its last record, not at this restart
            Instant stopped = Instant.ofEpochMilli(Math.max(Math.max(m.startedMillis(), m.submittedMillis()),
                    Math.max(markers.writtenMillis(m.id()), lastWrite(dir))));
            Instant submitted = Instant.ofEpochMilli(m.submittedMillis());
            Instant started = Instant.ofEpochMilli(m.startedMillis());
            String row = RunHistoryCsv.row(m.id(), m.name(), submitted, started, stopped, m.opInfo(),
                    INTERRUPTED.toLowerCase(Locale.ROOT), List.of("queuing @ " + f.dateTime(submitted),
                            "processing @ " + f.dateTime(started), "interrupted @ " + f.dateTime(stopped)), f);
            AtomicFiles.append(archive.dir().resolve(ArchiveLayout.RUN_HISTORY), RunHistoryCsv.HEADER, row);
            String message = "the controller stopped while this run was in flight; the archive holds what it "
                    + "recorded until " + f.dateTime(stopped);
            WorkloadView view = new WorkloadView(m.id(), m.name(), INTERRUPTED, m.submittedMillis(),
                    m.startedMillis(), stopped.toEpochMilli(), "", List.of(), message);
            PastRun past = new PastRun(view, dir);
            Optional<Path> summary = past.summary();
            if (summary.isPresent()) {
                try {
                    JsonSummary.RunJson json = ArchiveReader.readSummary(summary.get());
                    WorkloadView stages = RunViews.of(json, INTERRUPTED, message);
                    view = new WorkloadView(m.id(), m.name(), INTERRUPTED, m.submittedMillis(), m.startedMillis(),
                            stopped.toEpochMilli(), "", stages.stages(), message);
                } catch (IOException e) {
                    LOG.log(System.Logger.Level.WARNING, "cannot read the partial summary of " + m.id() + ": " + e);
                }
            }
            LOG.log(System.Logger.Level.WARNING, "run " + m.id() + " was in flight when the last controller stopped:"
                    + " recorded as interrupted at " + f.dateTime(stopped));
            runs.put(number(m.id()), new PastRun(view, dir));
            interrupted.add(new InterruptedRun(m.id(), m.name(), m.xml(), m.fileName(), submitted, started, stopped));
            markers.delete(m.id());
        }
        interruptedAtStart = List.copyOf(interrupted);
        queued.sort(java.util.Comparator.comparingLong(q -> number(q.id())));
        queuedAtStart = List.copyOf(queued);
    }

    private void recordCancelledWhileQueued(InflightMarkers.Marker m, CsvFormat f) throws IOException {
        Instant submitted = Instant.ofEpochMilli(m.submittedMillis());
        Instant stopped = Instant.ofEpochMilli(Math.max(m.submittedMillis(), markers.writtenMillis(m.id())));
        AtomicFiles.append(archive.dir().resolve(ArchiveLayout.RUN_HISTORY), RunHistoryCsv.HEADER,
                RunHistoryCsv.row(m.id(), m.name(), submitted, null, stopped, m.opInfo(), "cancelled",
                        List.of("queuing @ " + f.dateTime(submitted), "cancelled @ " + f.dateTime(stopped)), f));
        runs.put(number(m.id()), new PastRun(new WorkloadView(m.id(), m.name(), "CANCELLED", m.submittedMillis(), 0,
                stopped.toEpochMilli(), "", List.of(), "cancelled while queued"), null));
        markers.delete(m.id());
    }

    /** The newest modification time of a file in {@code dir}, 0 when there is none. */
    private static long lastWrite(Path dir) throws IOException {
        if (dir == null || !Files.isDirectory(dir)) {
            return 0;
        }
        long last = 0;
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                last = Math.max(last, Files.getLastModifiedTime(p).toMillis());
            }
        }
        return last;
    }

    private Optional<Path> runDir(String id) throws IOException {
        return ArchiveLayout.findRunDir(archive.dir(), id);
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

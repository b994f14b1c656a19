package io.objbench.controller.archive;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.ZoneId;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The archive directory (cosbench-format.md §5.4): run ids from {@code .meta}, the two indexes
 * appended, and one {@code w<N>-<name>/} directory per run; where each file goes is
 * {@link ArchiveLayout}. Every file is written atomically; the
 * id counter and the indexes are also guarded by a lock file, so several processes may share an
 * archive.
 */
public final class Archive {

    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private final Path dir;
    private final CsvFormat format;

    /** An archive in {@code dir} (created if missing), timestamps in {@code zone}. */
    public Archive(Path dir, ZoneId zone) throws IOException {
        this.dir = Files.createDirectories(dir);
        this.format = new CsvFormat(zone);
    }

    /** The archive directory. */
    public Path dir() {
        return dir;
    }

    /** Reserves the next run id {@code w<N>}, continuing from {@code .meta}. */
    public synchronized String nextId() throws IOException {
        return locked(() -> {
            Path meta = dir.resolve(ArchiveLayout.META);
            long last = 0;
            if (Files.exists(meta)) {
                Matcher m = NUMBER.matcher(Files.readString(meta, StandardCharsets.UTF_8));
                last = m.find() ? Long.parseLong(m.group()) : 0;
            }
            AtomicFiles.write(meta, (last + 1) + "\n");
            return "w" + (last + 1);
        });
    }

    /** Something done on the archive's files under its lock. */
    @FunctionalInterface
    private interface LockedAction<T> {
        T run() throws IOException;
    }

    /** Runs {@code action} holding the archive's lock file, so other processes sharing the archive wait. */
    private <T> T locked(LockedAction<T> action) throws IOException {
        try (FileChannel channel = FileChannel.open(dir.resolve(ArchiveLayout.LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE)) {
            FileLock held = channel.lock();
            try {
                return action.run();
            } finally {
                held.release();
            }
        }
    }

    /** The directory of a run: {@code w<N>-<name part>} ({@link ArchiveNames}). */
    public Path runDir(WorkloadResult run) {
        return runDir(run.id(), run.workload().name());
    }

    /** The directory of run {@code id} of a workload named {@code workloadName}. */
    public Path runDir(String id, String workloadName) {
        return ArchiveLayout.runDir(dir, id, workloadName);
    }

    /**
     * Writes everything about a run that ended, its indexes last: the run is archived only when
     * this returns. Throws on the first file that cannot be written (a full disk): the caller
     * keeps the run and calls again later; files are replaced and the index rows are never
     * written twice, so a retry is safe.
     */
    public synchronized Path write(WorkloadResult run) throws IOException {
        Path runDir = writeFiles(run);
        locked(() -> {
            // workloads.csv first: the run-history row says the run is archived
            Path workloads = dir.resolve(ArchiveLayout.WORKLOADS);
            if (!hasRows(workloads, run.id() + "-")) {
                AtomicFiles.append(workloads, WorkloadsCsv.HEADER, WorkloadsCsv.rows(run, format));
            }
            Path history = dir.resolve(ArchiveLayout.RUN_HISTORY);
            if (!hasRows(history, run.id() + ",")) {
                AtomicFiles.append(history, RunHistoryCsv.HEADER, RunHistoryCsv.row(run, format));
            }
            return null;
        });
        return runDir;
    }

    /**
     * Writes a run's own files (summary, JSON, each stage's timeline and logs, configuration,
     * log) but not the indexes: used while the run goes on (after each stage), so a controller
     * crash leaves what ended so far.
     */
    public synchronized Path writeFiles(WorkloadResult run) throws IOException {
        Path runDir = Files.createDirectories(runDir(run));
        writeConfig(runDir, run.workload());
        AtomicFiles.write(ArchiveLayout.summaryCsv(runDir), SummaryCsv.render(run, format));
        AtomicFiles.write(ArchiveLayout.histogramCsv(runDir), HistogramCsv.render(run, format));
        AtomicFiles.write(ArchiveLayout.summaryJson(runDir), JsonSummary.render(run));
        io.objbench.controller.search.SearchReport search = io.objbench.controller.search.SearchReport.of(run);
        if (search != null) {
            AtomicFiles.write(runDir.resolve(ArchiveLayout.SEARCH_JSON), JsonSummary.renderSearch(search));
        }
        for (StageResult stage : run.stages()) {
            // a stage without rows yet keeps the rows its timeline file may already hold (appended live)
            Path timeline = ArchiveLayout.timeline(runDir, stage.stage().id());
            if (!stage.timeline().isEmpty() || !Files.exists(timeline)) {
                writeStage(runDir, run.id(), stage);
            }
        }
        AtomicFiles.write(runDir.resolve(ArchiveLayout.WORKLOAD_LOG), WorkloadLog.render(run));
        AtomicFiles.write(runDir.resolve(ArchiveLayout.SCRIPTS_LOG), ScriptsLog.render(run, format));
        return runDir;
    }

    /**
     * Writes a running run's progress after stage {@code ended}: the run's own summary files and
     * that stage's files only (the stages ended before were written after their own end), so a
     * controller crash leaves what ended so far.
     */
    public synchronized Path writeProgress(WorkloadResult run, StageResult ended) throws IOException {
        Path runDir = Files.createDirectories(runDir(run));
        writeConfig(runDir, run.workload());
        AtomicFiles.write(ArchiveLayout.summaryCsv(runDir), SummaryCsv.render(run, format));
        AtomicFiles.write(ArchiveLayout.histogramCsv(runDir), HistogramCsv.render(run, format));
        AtomicFiles.write(ArchiveLayout.summaryJson(runDir), JsonSummary.render(run));
        Path timeline = ArchiveLayout.timeline(runDir, ended.stage().id());
        if (!ended.timeline().isEmpty() || !Files.exists(timeline)) {
            writeStage(runDir, run.id(), ended);
        }
        AtomicFiles.write(runDir.resolve(ArchiveLayout.WORKLOAD_LOG), WorkloadLog.render(run));
        AtomicFiles.write(runDir.resolve(ArchiveLayout.SCRIPTS_LOG), ScriptsLog.render(run, format));
        return runDir;
    }

    /** Writes the workload's configuration into the run's directory when the run starts. */
    public void started(String id, io.objbench.core.workload.Workload workload) throws IOException {
        writeConfig(Files.createDirectories(runDir(id, workload.name())), workload);
    }

    /** The workload as submitted, and the scenario it was generated from, if any. */
    private static void writeConfig(Path runDir, io.objbench.core.workload.Workload workload) throws IOException {
        AtomicFiles.write(runDir.resolve(ArchiveLayout.WORKLOAD_CONFIG), workload.source());
        if (workload.origin() != null) {
            AtomicFiles.write(runDir.resolve(ArchiveLayout.SCENARIO), workload.origin().text());
        }
    }

    private void writeStage(Path runDir, String id, StageResult stage) throws IOException {
        AtomicFiles.write(ArchiveLayout.timeline(runDir, stage.stage().id()), TimelineCsv.render(stage, format));
        if (OpenLoopCsv.applies(stage)) {
            AtomicFiles.write(ArchiveLayout.openLoopTimeline(runDir, stage.stage().id()), OpenLoopCsv.render(stage, format));
        }
        if (SlowestCsv.applies(stage)) {
            AtomicFiles.write(ArchiveLayout.slowest(runDir, stage.stage().id()), SlowestCsv.render(stage, format));
        }
        if (SizeClassCsv.applies(stage)) {
            AtomicFiles.write(ArchiveLayout.sizeClasses(runDir, stage.stage().id()), SizeClassCsv.render(stage, format));
        }
        if (TelemetryCsv.applies(stage)) {
            AtomicFiles.write(ArchiveLayout.telemetry(runDir, stage.stage().id()), TelemetryCsv.render(stage, format));
        }
        for (Map.Entry<String, byte[]> log : HdrLogs.render(id, stage).entrySet()) {
            AtomicFiles.write(runDir.resolve(log.getKey()), log.getValue());
        }
    }

    /**
     * Appends one timeline row of a running stage to its CSV (the header first), so the series
     * survives a controller crash; the stage's end rewrites the file whole.
     */
    public void appendTimelineRow(String id, String workloadName, io.objbench.core.workload.Stage stage,
                                  io.objbench.controller.run.TimelineRow row) throws IOException {
        Path file = ArchiveLayout.timeline(Files.createDirectories(runDir(id, workloadName)), stage.id());
        String text = (Files.exists(file) && Files.size(file) > 0 ? "" : TimelineCsv.header(stage))
                + TimelineCsv.row(row, format);
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** The header of {@code driver-events.csv}. */
    public static final String DRIVER_EVENTS_HEADER = "Timestamp,Stage,Driver,Event,Missed-Polls,Detail\n";

    /**
     * Appends a driver's missed poll, return, pause or loss to the run's {@code driver-events.csv}
     * (written only when something happened), as it happens.
     */
    public void appendDriverEvent(String id, String workloadName, io.objbench.core.workload.Stage stage,
                                  io.objbench.controller.run.DriverEvent event) throws IOException {
        Path file = Files.createDirectories(runDir(id, workloadName)).resolve(ArchiveLayout.DRIVER_EVENTS);
        String text = (Files.exists(file) && Files.size(file) > 0 ? "" : DRIVER_EVENTS_HEADER)
                + CsvFormat.line(java.util.List.of(format.dateTime(event.at()), stage.id(), event.driver(),
                event.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                Integer.toString(event.missedPolls()), event.detail()));
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static boolean hasRows(Path index, String idPrefix) throws IOException {
        return Files.exists(index) && Files.readString(index, StandardCharsets.UTF_8).contains("\n" + idPrefix);
    }
}

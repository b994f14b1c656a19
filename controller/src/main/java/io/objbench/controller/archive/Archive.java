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
 * appended, and one {@code w<N>-<name>/} directory per run. Every file is written atomically; the
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
            Path meta = dir.resolve(".meta");
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
        try (FileChannel channel = FileChannel.open(dir.resolve(".lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE)) {
            FileLock held = channel.lock();
            try {
                return action.run();
            } finally {
                held.release();
            }
        }
    }

    /** The directory of a run: {@code w<N>-<name>} (characters unsafe in file names replaced). */
    public Path runDir(WorkloadResult run) {
        return dir.resolve(run.id() + "-" + safe(run.workload().name()));
    }

    /** Writes everything about a finished run; returns its directory. */
    public synchronized Path write(WorkloadResult run) throws IOException {
        Path runDir = Files.createDirectories(runDir(run));
        String base = runDir.getFileName().toString();
        AtomicFiles.write(runDir.resolve(base + ".csv"), SummaryCsv.render(run, format));
        AtomicFiles.write(runDir.resolve(base + "-rt-histogram.csv"), HistogramCsv.render(run, format));
        AtomicFiles.write(runDir.resolve(base + ".json"), JsonSummary.render(run));
        for (StageResult stage : run.stages()) {
            String stageName = safe(stage.stage().id());
            AtomicFiles.write(runDir.resolve(stageName + ".csv"), TimelineCsv.render(stage, format));
            for (Map.Entry<String, byte[]> log : HdrLogs.render(run.id(), stage).entrySet()) {
                AtomicFiles.write(runDir.resolve(safe(log.getKey())), log.getValue());
            }
        }
        AtomicFiles.write(runDir.resolve("workload-config.xml"), run.workload().source());
        AtomicFiles.write(runDir.resolve("workload.log"), WorkloadLog.render(run));
        AtomicFiles.write(runDir.resolve("scripts.log"), ScriptsLog.render(run, format));
        locked(() -> {
            AtomicFiles.append(dir.resolve("run-history.csv"), RunHistoryCsv.HEADER, RunHistoryCsv.row(run, format));
            AtomicFiles.append(dir.resolve("workloads.csv"), WorkloadsCsv.HEADER, WorkloadsCsv.rows(run, format));
            return null;
        });
        return runDir;
    }

    static String safe(String name) {
        String s = name.replaceAll("[^A-Za-z0-9._+@=-]", "_");
        return s.isEmpty() || s.startsWith(".") ? "_" + s : s;
    }
}

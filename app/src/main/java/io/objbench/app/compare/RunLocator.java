package io.objbench.app.compare;

import io.objbench.controller.archive.ArchiveLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/** Finds a run's archive folder from what the user typed: a run folder, or a run id in an archive. */
public final class RunLocator {

    private static final Pattern ID = Pattern.compile("w\\d{1,18}");

    private RunLocator() {
    }

    /**
     * The folder of {@code run}: the directory itself when it is one, else the folder of run id
     * {@code run} ({@code w3}) in {@code archiveDir}.
     *
     * @throws IOException naming the run and the archive when there is no such run
     */
    public static Path find(String run, Path archiveDir) throws IOException {
        Optional<Path> dir = local(run, archiveDir);
        if (dir.isPresent()) {
            return dir.get();
        }
        if (isId(run)) {
            throw new IOException("no run " + run + " in the archive " + archiveDir.toAbsolutePath());
        }
        throw new IOException("'" + run + "' is neither a run folder nor a run id such as w3");
    }

    /** The folder of {@code run} as {@link #find} looks for it; empty when there is none here. */
    public static Optional<Path> local(String run, Path archiveDir) throws IOException {
        Path asDir = Path.of(run);
        if (Files.isDirectory(asDir)) {
            return Optional.of(asDir);
        }
        return isId(run) ? ArchiveLayout.findRunDir(archiveDir, run) : Optional.empty();
    }

    /** True for a run id such as {@code w3}, the only form a controller knows a run by. */
    public static boolean isId(String run) {
        return ID.matcher(run).matches();
    }
}
